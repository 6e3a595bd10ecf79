import { z } from 'zod';
import { RFC_PATTERN } from '../contracts/bank-account';
import { email, optionalText, requiredText } from '../validation/fields';
import {
  optionalTypedText,
  optionalRefId,
  typedText,
  refId,
  stripAccents,
  whenValid,
} from './form-fields';
import { checkPhonePair, phoneFields } from './phone';

/** Limits of spec 2 §5 / §9; the others are guards against abuse, not product rules. */
export const ADDRESS_LIMITS = {
  name: 35,
  street: 30,
  city: 35,
  postal_code: 7,
  reference: 35,
  /** The new-shipment reference input lets 135 characters be typed, then truncates to 35. */
  reference_input: 135,
} as const;

/**
 * The wizard's reference rule: a longer reference is cut to 35 characters and the user is told
 * (`v.reference_too_long`) rather than blocked, because the carrier ignores the excess anyway.
 */
export function truncateReference(value: string): { value: string; truncated: boolean } {
  const max = ADDRESS_LIMITS.reference;
  return value.length > max
    ? { value: value.slice(0, max), truncated: true }
    : { value, truncated: false };
}

/** Mexican postal codes are 5 digits; the 7-character limit exists for other countries. */
export const MX_POSTAL_CODE = /^\d{5}$/;
export const isMexico = (countryCode: string | null | undefined) =>
  (countryCode ?? '').trim().toUpperCase() === 'MX';

const emailStripped = () =>
  z
    .string({ error: (i) => (i.input == null ? 'v.required' : 'v.invalid_type') })
    .transform(stripAccents)
    .pipe(email());

/**
 * Fields of an address in both forms. `country_code` is the ISO code of the chosen country; the
 * form knows it from the country list and the server fills it from `country_id`, so the MX
 * postal-code rule can be checked on both sides.
 */
const addressShape = {
  aka: optionalTypedText(50),
  name: typedText(ADDRESS_LIMITS.name),
  company: typedText(80),
  email: emailStripped(),
  ...phoneFields,
  rfc: optionalText(13).transform((v) => (v ? v.toUpperCase() : v)),
  country_id: refId(),
  country_code: z.string().trim().toUpperCase().max(2, { error: 'v.max_length' }).nullish(),
  state: requiredText(80),
  city: typedText(ADDRESS_LIMITS.city),
  neighborhood: typedText(80),
  street: typedText(ADDRESS_LIMITS.street),
  number: requiredText(20),
  interior_number: optionalText(20),
  postal_code: requiredText(ADDRESS_LIMITS.postal_code),
  reference: z
    .string({ error: 'v.invalid_type' })
    .nullish()
    .transform((v) => (v == null ? v : v.normalize('NFC')))
    .pipe(
      z
        .string()
        .trim()
        .max(ADDRESS_LIMITS.reference, { error: 'v.reference_too_long' })
        .nullish()
        .transform((v) => (v ? v : null)),
    ),
  save: z.boolean({ error: 'v.invalid_type' }).default(false),
};

type AddressLike = {
  country_code?: string | null;
  postal_code?: string;
  rfc?: string | null;
  phone?: string;
  calling_code?: string;
};

function checkAddress(v: AddressLike, ctx: z.RefinementCtx) {
  checkPhonePair(v, ctx);
  if (isMexico(v.country_code) && v.postal_code && !MX_POSTAL_CODE.test(v.postal_code))
    ctx.addIssue({ code: 'custom', message: 'v.postal_code_mx', path: ['postal_code'] });
  if (isMexico(v.country_code) && v.rfc && !RFC_PATTERN.test(v.rfc))
    ctx.addIssue({ code: 'custom', message: 'v.rfc', path: ['rfc'] });
}
const crossFields = whenValid('phone', 'calling_code', 'country_code', 'postal_code', 'rfc');

/** Origin/destination address of the new-shipment wizard and the shipment edit dialog. */
export const ZAddressForm = z.object(addressShape).superRefine(checkAddress, crossFields);
export type AddressForm = z.input<typeof ZAddressForm>;
export type Address = z.output<typeof ZAddressForm>;

/**
 * Saved-address screen: aka, name, company, email, phone, postal_code, street, number and city
 * are required; country, state and neighborhood may be left for the wizard to complete.
 */
export const ZSavedAddressForm = z
  .object({
    ...addressShape,
    aka: typedText(50),
    country_id: optionalRefId(),
    state: optionalText(80),
    neighborhood: optionalTypedText(80),
  })
  .superRefine(checkAddress, crossFields);
export type SavedAddressForm = z.input<typeof ZSavedAddressForm>;
export const ZSavedAddressRequest = z.object({ address: ZSavedAddressForm });

/** Step 1 of the wizard submits only when both addresses validate. */
export const ZShipmentAddressesForm = z.object({
  origin_attributes: ZAddressForm,
  destination_attributes: ZAddressForm,
});
export const ZShipmentAddressesRequest = z.object({ shipment: ZShipmentAddressesForm });
