export const APP_VERSION = '2.31.5';
export const API_PREFIX = '/api/v1';
export const TENANT_HEADER = 'x-tenant';
export const LOCALES = ['es-MX', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es-MX';
export const DEFAULT_TIME_ZONE = 'America/Monterrey';
export const DEFAULT_CURRENCY = 'MXN';
export const DEFAULT_COUNTRY_CODE = 'MX';
/** Default page size of every staff and customer list (specs: 10 rows per page). */
export const DEFAULT_PER_PAGE = 10;
/** Lookup lists (countries, carriers, settings…) fetch up to 2000; filter lists up to 10000. */
export const MAX_PER_PAGE = 10_000;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header value. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es-MX';
  }
  return DEFAULT_LOCALE;
}
