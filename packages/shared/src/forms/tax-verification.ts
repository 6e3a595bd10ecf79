import { z } from 'zod';
import { RFC_PATTERN } from '../contracts/bank-account';
import { requiredText } from '../validation/fields';
import { enumError, fileOf, IMAGE_OR_PDF, isFileLike, whenValid } from './form-fields';

export const TAX_REGIMES = ['physical', 'moral'] as const;
export const INTEREST_SERVICES = [
  'ltl',
  'international',
  'national',
  'supplies',
  'ecommerce',
] as const;

/** CURP: 4 letters, birth date, sex (H, M or X), state, 3 consonants, 1 differentiator, 1 digit. */
export const CURP_PATTERN = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;

const optionalDocument = () =>
  z
    .unknown()
    .optional()
    .transform((v) => (isFileLike(v) ? v : null))
    .pipe(z.union([z.null(), fileOf(IMAGE_OR_PDF)]));

/**
 * Tax verification (spec 3 §5). A person (physical) must give a social profile URL; only a
 * company (moral) uploads its articles of incorporation, so article_image is dropped otherwise.
 */
export const ZTaxVerificationForm = z
  .object({
    tax_regime: z.enum(TAX_REGIMES, { error: enumError }),
    name: requiredText(150),
    rfc_curp: requiredText(18)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || RFC_PATTERN.test(v) || CURP_PATTERN.test(v), {
        error: 'v.rfc_curp',
      }),
    social_url: z
      .string({ error: 'v.invalid_type' })
      .trim()
      .max(500, { error: 'v.max_length' })
      .nullish(),
    doc_image: optionalDocument(),
    article_image: optionalDocument(),
    services: z.array(z.enum(INTEREST_SERVICES, { error: 'v.invalid_value' })).default([]),
  })
  .superRefine(
    (v, ctx) => {
      if (v.tax_regime === 'physical' && !v.social_url)
        ctx.addIssue({ code: 'custom', message: 'v.required', path: ['social_url'] });
    },
    whenValid('tax_regime', 'social_url'),
  )
  .transform((v) => ({
    ...v,
    social_url: v.tax_regime === 'physical' ? (v.social_url ?? null) : null,
    article_image: v.tax_regime === 'moral' ? v.article_image : null,
  }));
export type TaxVerificationForm = z.input<typeof ZTaxVerificationForm>;
