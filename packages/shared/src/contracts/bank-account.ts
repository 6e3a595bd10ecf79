import { z } from 'zod';
import { bankFromClabe } from '../mexico/abm-banks';
import { requiredText } from '../validation/fields';

/**
 * CLABE: 18 digits; the last is a check digit (weights 3,7,1 over the first 17, mod 10).
 * Catching a mistyped CLABE here saves a customer a transfer to nowhere.
 */
export function isValidClabe(value: string): boolean {
  if (!/^\d{18}$/.test(value)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(value[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

/** RFC: 3 (company) or 4 (person) letters incl. Ñ and &, a YYMMDD date, 3 homoclave characters. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;

/**
 * Bank account form (spec 3 §5). The bank is not typed: it is read from the CLABE's first three
 * digits (ABM catalogue), so a CLABE whose bank code is unknown is refused.
 */
export const ZBankAccountForm = z.object({
  account_number: requiredText(20).refine((v) => v === '' || /^\d{6,20}$/.test(v), {
    error: 'v.account_number',
  }),
  clabe: requiredText(18)
    .refine((v) => v === '' || /^\d{18}$/.test(v), { error: 'v.clabe' })
    .refine((v) => !/^\d{18}$/.test(v) || isValidClabe(v), { error: 'v.clabe_check_digit' })
    .refine((v) => !isValidClabe(v) || bankFromClabe(v) !== null, { error: 'v.clabe_bank' }),
  beneficiary: requiredText(120),
  rfc: requiredText(13)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || RFC_PATTERN.test(v), { error: 'v.rfc' }),
});
export type BankAccountForm = z.input<typeof ZBankAccountForm>;
export const ZBankAccountRequest = z.object({ bank_account: ZBankAccountForm });

export const ZBankAccount = z.object({
  id: z.number().int(),
  bank: z.string(),
  account_number: z.string(),
  clabe: z.string(),
  beneficiary: z.string(),
  rfc: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankAccount = z.infer<typeof ZBankAccount>;
export const BANK_ACCOUNT_ORDER_FIELDS = ['created_at', 'bank', 'beneficiary'] as const;
