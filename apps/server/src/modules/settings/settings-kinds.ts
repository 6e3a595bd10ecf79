import type { SettingKind } from '@despacho/shared';
import { SETTINGS_CATALOGUE } from './settings-catalogue';
import { settingKindOf, type CatalogueEntry } from './settings-catalogue-entry';

const BY_KEY = new Map<string, CatalogueEntry>(SETTINGS_CATALOGUE.map((e) => [e.key, e]));

/** The product's own entry for a key; null for a key a developer added (a custom setting). */
export const catalogueEntry = (key: string): CatalogueEntry | null => BY_KEY.get(key) ?? null;

/**
 * How a stored setting is edited and checked: a catalogue key as the catalogue declares it,
 * a custom key as free text (secret when its row is secret).
 */
export function kindOfSetting(row: { key: string; secret: boolean }): {
  kind: SettingKind;
  options: string[] | null;
  catalogue: boolean;
} {
  const entry = catalogueEntry(row.key);
  if (!entry) return { kind: row.secret ? 'secret' : 'text', options: null, catalogue: false };
  const kind = settingKindOf(entry);
  return {
    kind,
    options: kind === 'choice' ? [...(entry.options ?? [])] : null,
    catalogue: true,
  };
}
