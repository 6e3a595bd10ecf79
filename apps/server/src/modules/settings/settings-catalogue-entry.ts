import type { SettingKind, SettingNamespace } from '@despacho/shared';

/** One setting of the catalogue, and the builders its parts (settings-catalogue-*.ts) share. */

export interface CatalogueEntry {
  key: string;
  title: string;
  namespace: SettingNamespace;
  value: string;
  description: string;
  visible?: boolean;
  secret?: boolean;
  /** How the value is edited and checked; left out, settingKindOf derives it. */
  kind?: SettingKind;
  /** The allowed values of a `choice`. */
  options?: readonly string[];
}

const NUMERIC = /^\d+(\.\d+)?$/;

/**
 * An entry's kind: the one it declares, else secret for secrets, number when its default is
 * numeric, text otherwise.
 */
export function settingKindOf(entry: CatalogueEntry): SettingKind {
  if (entry.kind) return entry.kind;
  if (entry.secret) return 'secret';
  return NUMERIC.test(entry.value) ? 'number' : 'text';
}

export const flag = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  value: '0' | '1',
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value,
  description,
  kind: 'flag',
});
export const secret = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value: '',
  description,
  secret: true,
  kind: 'secret',
});

/** A setting whose value is one of `options` (the first is the default). */
export const choice = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  options: readonly string[],
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value: options[0] ?? '',
  description,
  kind: 'choice',
  options,
});

export const text = (
  key: string,
  title: string,
  description: string,
  value: string,
): CatalogueEntry => ({
  key,
  title,
  namespace: 'invoicing',
  value,
  description,
  // Codes such as the fiscal regime '601' look numeric but are text.
  kind: 'text',
});
