import { z } from 'zod';
import { requiredText } from '../validation/fields';

/** Luhn check: catches a mistyped card number before the payment engine is called. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/**
 * New card (spec 1 §5): every field required. The card never reaches our server: the web app
 * tokenises it with the payment engine's script and sends only the token (ZCreditCardRequest).
 */
export const ZNewCardForm = z.object({
  card_number: requiredText(23)
    .transform(digitsOnly)
    .refine((v) => v === '' || (/^\d{13,19}$/.test(v) && isLuhnValid(v)), {
      error: 'v.card_number',
    }),
  holder_name: requiredText(80),
  expiration_month: requiredText(2).refine((v) => v === '' || /^(0?[1-9]|1[0-2])$/.test(v), {
    error: 'v.card_month',
  }),
  expiration_year: requiredText(4).refine((v) => v === '' || /^(\d{2}|\d{4})$/.test(v), {
    error: 'v.card_year',
  }),
  cvv2: requiredText(4).refine((v) => v === '' || /^\d{3,4}$/.test(v), { error: 'v.cvv' }),
  street: requiredText(60),
  number: requiredText(20),
  neighborhood: requiredText(80),
  city: requiredText(60),
  state: requiredText(80),
  postal_code: requiredText(7),
  country: requiredText(60),
});
export type NewCardForm = z.input<typeof ZNewCardForm>;

/** What the server receives to save a card. */
export const ZCreditCardRequest = z.object({
  credit_card: z.object({
    token_id: requiredText(200),
    device_session_id: requiredText(200),
  }),
});
