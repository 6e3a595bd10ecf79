/**
 * The names the product gives its own providers (seeded, not typed by anyone), in Spanish as
 * stored. While a provider still carries its given name, screens show the reader's-language
 * name for its code instead; a name someone changed is shown as typed.
 */
export const BUILT_IN_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  GenericCarrier: 'Paquetería genérica (tablas propias)',
  Manual: 'Guía manual (la sube el personal)',
  EstafetaBot676: 'Estafeta (cuenta 676)',
  EstafetaBot007: 'Estafeta (cuenta 007)',
};

/** Whether the provider still carries the name the product gave it. */
export const hasBuiltInProviderName = (p: { code: string; name: string }): boolean =>
  Object.hasOwn(BUILT_IN_PROVIDER_NAMES, p.code) && BUILT_IN_PROVIDER_NAMES[p.code] === p.name;
