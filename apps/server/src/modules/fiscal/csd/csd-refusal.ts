import { validationText, type Locale } from '@despacho/shared';
import { AppError } from '../../../http/app-error';
import type { CsdField, CsdRefusal, CsdRefusalCode } from './csd-types';
import './csd-messages';

export function refuse(
  field: CsdField,
  code: CsdRefusalCode,
  params: Record<string, string> = {},
): CsdRefusal {
  return { ok: false, field, code, message: `v.csd_${code}`, params };
}

const DATE_PARAMS = new Set(['validFrom', 'validTo']);

/** The refusal in the user's language, dates written the way that language writes them. */
export function csdRefusalText(refusal: CsdRefusal, locale: Locale): string {
  const params = Object.fromEntries(
    Object.entries(refusal.params).map(([name, value]) => [
      name,
      DATE_PARAMS.has(name) ? formatDate(value, locale) : value,
    ]),
  );
  return validationText(refusal.message, locale, params);
}

function formatDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(locale, {
    dateStyle: 'long',
    timeZone: 'America/Mexico_City',
  });
}

/**
 * The refusal as a 422 on its form field. The text is worded here because the error handler
 * words field keys without parameters; a worded text is not a key, so it passes through as is.
 */
export function csdRefusalError(refusal: CsdRefusal, locale: Locale): AppError {
  return new AppError('validation_failed', refusal.code, {
    fields: { [refusal.field]: [csdRefusalText(refusal, locale)] },
  });
}
