import { z } from 'zod';

/** Building blocks for form and request schemas; each failing rule carries a `v.*` key. */

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'v.required' : 'v.invalid_type';

export const requiredText = (max: number) =>
  z
    .string({ error: typeError })
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.max_length' });

export const optionalText = (max: number) =>
  z
    .string({ error: 'v.invalid_type' })
    .trim()
    .max(max, { error: 'v.max_length' })
    .nullish()
    .transform((v) => (v ? v : null));

export const email = () =>
  z
    .string({ error: typeError })
    .trim()
    .min(1, { error: 'v.required' })
    .max(254, { error: 'v.max_length' })
    .pipe(z.email({ error: 'v.email' }))
    .transform((v) => v.toLowerCase());

/** Phone rule (spec 1 §5): after removing ( ) - spaces and +, exactly 10 characters, digits. */
export const stripPhone = (value: string) => value.replace(/[()\-\s+]/g, '');
export const phone = () =>
  z
    .string({ error: typeError })
    .trim()
    .min(1, { error: 'v.required' })
    .max(30, { error: 'v.max_length' })
    .refine((v) => /^\d{10}$/.test(stripPhone(v)), { error: 'v.phone' })
    .transform(stripPhone);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 35;
export const newPassword = () =>
  z
    .string({ error: typeError })
    .min(1, { error: 'v.required' })
    .min(PASSWORD_MIN, { error: 'v.password_length' })
    .max(PASSWORD_MAX, { error: 'v.password_length' });

/** Money in: a number or a decimal string with at most 2 decimals; out: the same as a string. */
export const moneyInput = () =>
  z
    .union([z.number(), z.string().trim()], { error: typeError })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => /^-?\d{1,12}(\.\d{1,2})?$/.test(v), { error: 'v.money' });

/** Money out: decimal string with exactly 2 places, e.g. "1234.50". */
export const moneyString = () => z.string().regex(/^-?\d+\.\d{2}$/);

export const isoDate = () =>
  z
    .string({ error: typeError })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'v.date' });

export const httpUrl = () =>
  z
    .string({ error: typeError })
    .trim()
    .max(500, { error: 'v.max_length' })
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'v.url' });

/**
 * A record id in a path. Not a number ("abc") is an invalid value, not a missing one: a path
 * parameter is always there, and coercion turns anything unreadable into NaN.
 */
export const idParam = z.object({
  id: z.coerce.number({ error: 'v.invalid_value' }).int().positive(),
});
