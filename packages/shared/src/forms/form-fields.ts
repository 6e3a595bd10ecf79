import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';

/** Field builders shared by the issue-3 forms; every failing rule carries a `v.*` key. */

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'v.required' : 'v.invalid_type';

/**
 * Removes diacritics (á→a, ü→u, and also ñ→n / Ñ→N). Carrier label systems and their thermal
 * printers take plain ASCII and garble accented names, so what leaves for a carrier is stripped
 * (spec 2 §5); losing the tilde on Ñ is accepted because the label stays readable and
 * deliverable. People keep seeing what they typed: see `typedText`.
 */
export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Text as the person typed it, composed (NFC) so "é" counts as one character whether the
 * keyboard sent one code point or two: the limit then counts what the carrier receives once the
 * accents are stripped ("Pérez" and "Perez" are both 5).
 */
const composed = (value: string) => value.normalize('NFC');

/** Required text kept as typed (accents included); the length counts the carrier's form. */
export const typedText = (max: number) =>
  z.string({ error: typeError }).transform(composed).pipe(requiredText(max));

export const optionalTypedText = (max: number) =>
  z
    .string({ error: 'v.invalid_type' })
    .nullish()
    .transform((v) => (v == null ? v : composed(v)))
    .pipe(optionalText(max));

/** The same text as a carrier receives it: accents stripped. */
export const carrierText = <T extends string | null | undefined>(value: T): T =>
  (value == null ? value : stripAccents(value)) as T;

/** A record id picked from a list (country, carrier, provider…); forms send numbers or strings. */
export const refId = () =>
  z.union([z.number(), z.string().trim()], { error: typeError }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v === '' ? NaN : Number(v);
    if (Number.isInteger(n) && n > 0) return n;
    ctx.addIssue({ code: 'custom', message: v === '' ? 'v.required' : 'v.invalid_value' });
    return z.NEVER;
  });
export const optionalRefId = () => blankable(refId());

/**
 * Makes a field optional where forms send '' or null for "nothing": those become null and any
 * other value keeps the field's own rules and keys (a plain union would report every failure as
 * a generic invalid_union).
 */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())
    .transform((v) => v ?? null);

/** Digits after the decimal point of a number as it was written (1e-7 counts as many). */
export function decimalPlaces(n: number): number {
  const s = String(n);
  if (/e-/i.test(s)) return Number.POSITIVE_INFINITY;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/**
 * No quantity typed into a form is larger (12 digits, as money input): 2^53 pesos would pass a
 * bare `min: 0`, be stored as centavos no JavaScript number holds, and break every later read.
 */
export const DECIMAL_LIMIT = 999_999_999_999;

/**
 * A decimal typed into an input: number or decimal string. Empty is "required", not 0 (a
 * coerced "" would become 0 and fail the minimum with a misleading message). Output: a number.
 * `decimals` refuses finer input than the quantity is measured in (weights in grams: 3;
 * sides in hundredths of a cm: 2), so nothing is rounded behind the user's back. `maxKey` words
 * the maximum for what the field measures (a parcel's side, its weight).
 */
export const decimal = (
  opts: { min?: number; max?: number; decimals?: number; maxKey?: string } = {},
) => {
  let num = z.number();
  num = num.min(opts.min ?? -DECIMAL_LIMIT, { error: 'v.too_small' });
  num = num.max(opts.max ?? DECIMAL_LIMIT, { error: opts.maxKey ?? 'v.too_big' });
  const places = opts.decimals;
  if (places !== undefined) {
    num = num.refine((n) => decimalPlaces(n) <= places, {
      error: places === 3 ? 'v.max_decimals_3' : 'v.max_decimals_2',
    });
  }
  return z
    .union([z.number(), z.string()], { error: typeError })
    .transform((v, ctx) => {
      const s = typeof v === 'string' ? v.trim() : v;
      if (s === '') {
        ctx.addIssue({ code: 'custom', message: 'v.required' });
        return z.NEVER;
      }
      const n = typeof s === 'number' ? s : /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
      if (Number.isFinite(n)) return n;
      ctx.addIssue({ code: 'custom', message: 'v.number' });
      return z.NEVER;
    })
    .pipe(num);
};

/** Optional decimal: empty or missing becomes null; anything else follows `decimal`. */
export const optionalDecimal = (opts: { min?: number; max?: number } = {}) =>
  blankable(decimal(opts));

/** Whole number of something (days, kg rows, limits); same input rules as `decimal`. */
export const integer = (opts: { min?: number; max?: number } = {}) =>
  decimal(opts).refine((n) => Number.isInteger(n), { error: 'v.integer' });

/**
 * Money typed by a user: number or decimal string with at most 2 decimals, bounded. The output
 * stays a decimal string ("12.5") because money becomes centavos only in the domain's money
 * module; comparing the bounds as numbers is exact enough for values with 2 decimals.
 */
export const amount = (opts: { min?: number; max?: number } = {}) =>
  z
    .union([z.number(), z.string()], { error: typeError })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .superRefine((v, ctx) => {
      if (v === '') return void ctx.addIssue({ code: 'custom', message: 'v.required', input: v });
      if (!/^-?\d{1,12}(\.\d+)?$/.test(v))
        return void ctx.addIssue({ code: 'custom', message: 'v.number', input: v });
      if (!/^-?\d+(\.\d{1,2})?$/.test(v))
        return void ctx.addIssue({ code: 'custom', message: 'v.money', input: v });
      const n = Number(v);
      if (opts.min !== undefined && n < opts.min)
        ctx.addIssue({
          code: 'too_small',
          origin: 'number',
          minimum: opts.min,
          inclusive: true,
          input: n,
          message: 'v.too_small',
        });
      if (opts.max !== undefined && n > opts.max)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: opts.max,
          inclusive: true,
          input: n,
          message: 'v.too_big',
        });
    });

/** Reads a numeric setting value ('10', 10, '' or missing) with a fallback. */
export function settingNumber(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** A string made only of digits (tracking numbers, report filters). */
export const digitsText = (max: number) =>
  requiredText(max).refine((v) => v === '' || /^\d+$/.test(v), { error: 'v.digits' });

/**
 * What a file input gives: the browser's File and the server's multipart part both expose a
 * name and a mime type, so one check serves both sides without importing either runtime.
 */
export type FileLike = { name: string; type: string; size?: number };
export const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FileLike).name === 'string' &&
  typeof (v as FileLike).type === 'string';

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A required file of an accepted kind: by mime type, or by extension where browsers report no
 * reliable mime (csv, xls, xml, cer and key files come through as '' or octet-stream).
 */
export const fileOf = (accept: { mimes?: readonly string[]; extensions?: readonly string[] }) =>
  z
    .custom<FileLike>((v) => v !== undefined && v !== null && v !== '', {
      error: 'v.file_required',
    })
    .refine(isFileLike, { error: 'v.file_required', abort: true })
    .refine(
      (f) =>
        (accept.mimes ?? []).some((m) =>
          m.endsWith('/*') ? f.type.startsWith(m.slice(0, -1)) : f.type === m,
        ) || (accept.extensions ?? []).includes(extensionOf(f.name)),
      { error: 'v.file_type' },
    );

export const PDF = { mimes: ['application/pdf'] } as const;
export const IMAGE_OR_PDF = { mimes: ['image/*', 'application/pdf'] } as const;
export const SPREADSHEET = {
  mimes: [
    'text/csv',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  extensions: ['csv', 'xls', 'xlsx'],
} as const;
export const XLSX_ONLY = {
  mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  extensions: ['xlsx'],
} as const;

/** Status select shared by validators, carriers, services, users and notices. */
export const STATUS_OPTIONS = ['active', 'suspended'] as const;
export const statusField = () => z.enum(STATUS_OPTIONS, { error: enumError });

/** Select fields: nothing chosen is "required", anything outside the options "invalid". */
export const enumError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? 'v.required'
    : 'v.invalid_value';

/**
 * Lets an object-level rule run although other fields failed, as long as the fields it reads
 * are valid; zod would otherwise skip it and a form would show its message only on a second try.
 * Never when the value is not an object at all (`null`, a string, missing): zod calls `when`
 * then too, and the rule would read fields of nothing.
 */
export const whenValid = (...fields: string[]) => ({
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => fields.includes(String(i.path?.[0]))),
});
