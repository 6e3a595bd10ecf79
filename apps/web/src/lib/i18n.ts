import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, validationText, type Locale } from '@despacho/shared';
import { loadAreaTexts, loadBaseTexts, TEXT_AREAS, type TextArea } from '../i18n/load-texts';

const LOCALE_KEY = 'despacho.locale';

export const i18n = i18next.createInstance();

function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['es-MX', 'en'],
  // Texts arrive by language and area (loadTexts, loadAreas); none are bundled with the code.
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  // A text asked for before its area arrived (a page that did not name the area): fetch every
  // area of the language and draw again when they land, rather than show the key for good.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    const loaded = i18n.getResourceBundle(currentLocale(), 'translation') as object | undefined;
    if (loaded && !((key.split('.')[0] ?? key) in loaded)) void loadAreas(TEXT_AREAS);
  },
  react: { bindI18nStore: 'added' },
});

/** What has been fetched, per language and file ('base' or an area), so each loads once. */
const fetched = new Map<string, Promise<void>>();
/** The areas asked for so far: a change of language fetches them in the new language too. */
const wantedAreas = new Set<TextArea>();

function fetchOnce(locale: Locale, part: 'base' | TextArea): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = fetched.get(key);
  if (!pending) {
    pending = (part === 'base' ? loadBaseTexts(locale) : loadAreaTexts(part, locale)).then(
      (tree) => void i18n.addResourceBundle(locale, 'translation', tree, true, true),
    );
    // A failed fetch (offline, a deploy since the tab opened) is tried again next time.
    pending.catch(() => fetched.delete(key));
    fetched.set(key, pending);
  }
  return pending;
}

/** Fetches the base texts of a language and the areas asked for so far (before showing it). */
export async function loadTexts(locale: Locale): Promise<void> {
  await Promise.all([
    fetchOnce(locale, 'base'),
    ...[...wantedAreas].map((a) => fetchOnce(locale, a)),
  ]);
}

/** Fetches the texts of these areas in the current language (a page's, before it shows). */
export async function loadAreas(areas: readonly TextArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  const locale = currentLocale();
  await Promise.all(areas.map((area) => fetchOnce(locale, area)));
}

export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** True once someone picked a language on this device (the switch); that choice wins. */
export function hasChosenLocale(): boolean {
  return typeof localStorage !== 'undefined' && isLocale(localStorage.getItem(LOCALE_KEY));
}

/** On a device with no choice yet, adopt the language the user saved on their account. */
export async function adoptAccountLocale(locale: string | null | undefined): Promise<void> {
  if (hasChosenLocale() || !isLocale(locale) || locale === currentLocale()) return;
  await setLocale(locale);
}

/** Switches the language and remembers it on this device (the server copy is saved by the caller). */
export async function setLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  await loadTexts(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

/** Words a shared validation key (`v.*`) in the current language. */
export function validationMessage(key: string, params?: Record<string, string | number>): string {
  return validationText(key, currentLocale(), params);
}
