import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, validationText, type Locale } from '@despacho/shared';
import { CATALOGUES } from '../i18n/catalogue';

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
  resources: {
    'es-MX': { translation: CATALOGUES['es-MX'] },
    en: { translation: CATALOGUES.en },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Switches the language and remembers it on this device (the server copy is saved by the caller). */
/** True once someone picked a language on this device (the switch); that choice wins. */
export function hasChosenLocale(): boolean {
  return typeof localStorage !== 'undefined' && isLocale(localStorage.getItem(LOCALE_KEY));
}

/** On a device with no choice yet, adopt the language the user saved on their account. */
export async function adoptAccountLocale(locale: string | null | undefined): Promise<void> {
  if (hasChosenLocale() || !isLocale(locale) || locale === currentLocale()) return;
  await setLocale(locale);
}

export async function setLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

/** Words a shared validation key (`v.*`) in the current language. */
export function validationMessage(key: string, params?: Record<string, string | number>): string {
  return validationText(key, currentLocale(), params);
}
