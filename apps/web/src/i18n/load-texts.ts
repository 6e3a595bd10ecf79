import type { Locale } from '@despacho/shared';
import type { Tree } from './catalogue';

/**
 * The app's texts load by language and by area, so a page downloads only the words it shows:
 * the base catalogue of the reader's language before the first screen, and an area's file
 * (`areas/<area>.<locale>.json`) with the first page that uses it. Each file is its own chunk.
 */
const BASE: Record<Locale, () => Promise<{ default: Tree }>> = {
  'es-MX': () => import('./es-MX.json'),
  en: () => import('./en.json'),
};

const AREA_FILES = import.meta.glob<{ default: Tree }>('./areas/*.json');

/** Every area with texts of its own: `areas/<area>.<locale>.json`. */
export const TEXT_AREAS = [
  ...new Set(
    Object.keys(AREA_FILES).map((path) => path.replace(/^.*\/([^/.]+)\.[^/]+\.json$/, '$1')),
  ),
];
export type TextArea = string;

export async function loadBaseTexts(locale: Locale): Promise<Tree> {
  return (await BASE[locale]()).default;
}

export async function loadAreaTexts(area: TextArea, locale: Locale): Promise<Tree> {
  const load = AREA_FILES[`./areas/${area}.${locale}.json`];
  if (!load) throw new Error(`i18n: no texts for the area "${area}" in ${locale}`);
  return (await load()).default;
}
