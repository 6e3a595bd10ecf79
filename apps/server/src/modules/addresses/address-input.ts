import {
  issuesToFieldErrors,
  validationText,
  ZSavedAddressForm,
  type Locale,
} from '@despacho/shared';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';
import type { AddressValues } from './addresses.repository';

export type SavedAddressInput = z.input<typeof ZSavedAddressForm>;
export interface CountryRef {
  id: number;
  code: string | null;
}

/**
 * An address as the server keeps it: checked with the shared form rules against the country
 * the catalogue says (not the one the browser sent), and the phone against libphonenumber's
 * numbering plan for its calling code. Answers the row values, or field errors already worded.
 */
export function checkAddressInput(
  input: SavedAddressInput,
  country: CountryRef | null,
  locale: Locale,
): { values: AddressValues } | { errors: Record<string, string[]> } {
  const parsed = ZSavedAddressForm.safeParse({ ...input, country_code: country?.code ?? null });
  if (!parsed.success) return { errors: issuesToFieldErrors(parsed.error.issues, locale) };
  const a = parsed.data;
  if (!isValidPhoneNumber(`+${a.calling_code}${a.phone}`))
    return { errors: { phone: [validationText('v.phone_national', locale)] } };
  return {
    values: {
      aka: a.aka ?? null,
      name: a.name,
      company: a.company,
      email: a.email,
      phone: a.phone,
      callingCode: a.calling_code,
      rfc: a.rfc ?? null,
      countryId: country?.id ?? null,
      state: a.state ?? null,
      city: a.city,
      neighborhood: a.neighborhood ?? null,
      street: a.street,
      number: a.number,
      interiorNumber: a.interior_number ?? null,
      postalCode: a.postal_code,
      reference: a.reference ?? null,
    },
  };
}
