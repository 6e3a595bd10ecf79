import { z } from 'zod';
import { RFC_PATTERN } from '../contracts/bank-account';
import { email, optionalText, requiredText } from '../validation/fields';
import { enumError, refId } from './form-fields';

/** SAT c_RegimenFiscal ids (spec 3, static reference catalogues). */
export const FISCAL_REGIMES = [
  '601',
  '603',
  '605',
  '606',
  '607',
  '608',
  '609',
  '610',
  '611',
  '612',
  '614',
  '615',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
  '628',
  '629',
  '630',
] as const;

/** SAT c_UsoCFDI ids: G01-G03, I01-I08, D01-D10, S01, CP01, CN01. */
const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
export const CFDI_USES = [
  ...range('G', 3),
  ...range('I', 8),
  ...range('D', 10),
  'S01',
  'CP01',
  'CN01',
] as readonly string[];

/**
 * SAT c_FormaPago codes. The spec names only 01, 03, 04, 28 and 99 and says "01-99"; these are
 * the codes the SAT catalogue actually defines, so an invoice is never stamped with a gap code.
 */
export const PAYMENT_FORMS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '08',
  '12',
  '13',
  '14',
  '15',
  '17',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '99',
] as const;

const codeOf = (list: readonly string[]) =>
  z
    .union([z.string(), z.number()], { error: enumError })
    .transform((v) => String(v).trim().toUpperCase())
    .refine((v) => v !== '', { error: 'v.required', abort: true })
    .refine((v) => list.includes(v), { error: 'v.invalid_value' });

/** Fiscal data (spec 3 §5): postal code max 6 and phone max 10 as the spec sets them. */
export const FISCAL_LIMITS = { phone: 10, postal_code: 6 } as const;

export const ZFiscalDataForm = z.object({
  business_name: requiredText(254),
  rfc: requiredText(13)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || RFC_PATTERN.test(v), { error: 'v.rfc' }),
  fiscal_regime: codeOf(FISCAL_REGIMES),
  payment_form: codeOf(PAYMENT_FORMS),
  cfdi_use: codeOf(CFDI_USES),
  email: z
    .union([z.literal(''), email()])
    .nullish()
    .transform((v) => v || null),
  phone: requiredText(FISCAL_LIMITS.phone),
  country_id: refId(),
  state: requiredText(80),
  street: requiredText(100),
  number: optionalText(20),
  interior_number: optionalText(20),
  neighborhood: requiredText(100),
  city: requiredText(100),
  postal_code: requiredText(FISCAL_LIMITS.postal_code),
});
export type FiscalDataForm = z.input<typeof ZFiscalDataForm>;
export const ZFiscalDataRequest = z.object({ fiscal_datum: ZFiscalDataForm });
