import type { TFunction } from 'i18next';

/** A credential's label: the known keys are worded, any other reads as its key. */
export function credentialLabel(t: TFunction, key: string): string {
  const path = `ownAgreements.keys.${key}`;
  const text = t(path);
  return text === path ? key : text;
}
