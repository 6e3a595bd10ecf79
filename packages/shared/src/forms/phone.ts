import { z } from 'zod';
import { stripPhone } from '../validation/fields';

/**
 * Phone countries offered by the address forms' country-code selector. Shared code may import
 * only zod, so instead of libphonenumber this keeps the national-number lengths of the countries
 * customers ship between; any other code falls back to the E.164 bounds (4 to 15 digits).
 */
export type PhoneCountry = { iso: string; dial: string; lengths: readonly number[] };
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'MX', dial: '52', lengths: [10] },
  { iso: 'US', dial: '1', lengths: [10] },
  { iso: 'CA', dial: '1', lengths: [10] },
  { iso: 'GT', dial: '502', lengths: [8] },
  { iso: 'SV', dial: '503', lengths: [8] },
  { iso: 'HN', dial: '504', lengths: [8] },
  { iso: 'NI', dial: '505', lengths: [8] },
  { iso: 'CR', dial: '506', lengths: [8] },
  { iso: 'PA', dial: '507', lengths: [8] },
  { iso: 'CO', dial: '57', lengths: [10] },
  { iso: 'PE', dial: '51', lengths: [9] },
  { iso: 'CL', dial: '56', lengths: [9] },
  { iso: 'AR', dial: '54', lengths: [10] },
  { iso: 'BR', dial: '55', lengths: [10, 11] },
  { iso: 'ES', dial: '34', lengths: [9] },
  { iso: 'GB', dial: '44', lengths: [10] },
  { iso: 'DE', dial: '49', lengths: [10, 11] },
  { iso: 'FR', dial: '33', lengths: [9] },
  { iso: 'CN', dial: '86', lengths: [11] },
  { iso: 'JP', dial: '81', lengths: [10] },
];
export const DEFAULT_PHONE_COUNTRY = 'MX';
export const PREFERRED_PHONE_COUNTRIES = ['MX', 'US'] as const;

/** The calling code a form captures next to the national number: digits, with or without '+'. */
export const normalizeCallingCode = (code: string) => code.trim().replace(/^\+/, '');

/** True when `national` (already stripped of symbols) is a plausible number for the code. */
export function isValidNationalNumber(national: string, callingCode: string): boolean {
  if (!/^\d+$/.test(national)) return false;
  const known = PHONE_COUNTRIES.filter((c) => c.dial === normalizeCallingCode(callingCode));
  if (known.length === 0) return national.length >= 4 && national.length <= 15;
  return known.some((c) => c.lengths.includes(national.length));
}

/**
 * Phone + calling code pair of an address. The number is the national number (symbols removed,
 * as the spec's phone rule); the calling code defaults to Mexico's.
 */
export const phoneFields = {
  phone: z
    .string({
      error: (i) => (i.input === undefined || i.input === null ? 'v.required' : 'v.invalid_type'),
    })
    .transform(stripPhone)
    .pipe(z.string().min(1, { error: 'v.required' }).max(15, { error: 'v.phone_national' })),
  calling_code: z
    .string({ error: 'v.calling_code' })
    .transform(normalizeCallingCode)
    .pipe(z.string().regex(/^\d{1,4}$/, { error: 'v.calling_code' }))
    .default('52'),
};

/** Cross-field check: adds `v.phone_national` under `phone` when the pair does not fit. */
export function checkPhonePair(
  v: { phone?: string | null; calling_code?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!v.phone) return;
  if (!isValidNationalNumber(v.phone, v.calling_code ?? '52'))
    ctx.addIssue({ code: 'custom', message: 'v.phone_national', path: ['phone'] });
}
