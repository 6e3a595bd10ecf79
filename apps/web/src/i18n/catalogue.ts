import en from './en.json';
import esMX from './es-MX.json';

export type Tree = { [key: string]: string | Tree };

/**
 * The app's texts: the base catalogue plus one pair of files per area under `areas/`
 * (`<area>.es-MX.json`, `<area>.en.json`), so areas grow their texts without touching each
 * other's files. An area's top-level keys must not collide with the base's or another area's.
 */
const areas = import.meta.glob<{ default: Tree }>('./areas/*.json', { eager: true });

function catalogue(locale: 'es-MX' | 'en', base: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [path, mod] of Object.entries(areas)) {
    if (!path.endsWith(`.${locale}.json`)) continue;
    for (const [key, value] of Object.entries(mod.default)) {
      if (key in merged) throw new Error(`i18n: ${path} redefines the top-level key "${key}"`);
      merged[key] = value;
    }
  }
  return merged;
}

export const CATALOGUES = { 'es-MX': catalogue('es-MX', esMX), en: catalogue('en', en) };
