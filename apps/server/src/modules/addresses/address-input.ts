import {
  isMexico,
  issuesToFieldErrors,
  placeMismatch,
  validationText,
  ZSavedAddressForm,
  type Locale,
} from '@despacho/shared';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { postalCodePlaces, type PostalPlaces } from '../countries/postal-places';
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

/**
 * A Mexican address's state and city against what SEPOMEX says of its postal code (a code the
 * catalogue does not know, and blank fields, are not judged): worded errors, or null.
 */
export function placeErrors(
  values: Pick<AddressValues, 'state' | 'city' | 'postalCode'>,
  country: CountryRef | null,
  found: PostalPlaces,
  locale: Locale,
): Record<string, string[]> | null {
  if (!isMexico(country?.code)) return null;
  const wrong = placeMismatch(values, found.byCode.get(values.postalCode) ?? []);
  const errors: Record<string, string[]> = {};
  if (wrong.state)
    errors.state = [validationText('v.state_postal_code', locale, { expected: wrong.state })];
  if (wrong.city)
    errors.city = [validationText('v.city_postal_code', locale, { expected: wrong.city })];
  return Object.keys(errors).length ? errors : null;
}

/** checkAddressInput, then the SEPOMEX rule for a Mexican address (one look-up). */
export async function checkAddress(
  tx: Tx,
  input: SavedAddressInput,
  country: CountryRef | null,
  locale: Locale,
): Promise<ReturnType<typeof checkAddressInput>> {
  const result = checkAddressInput(input, country, locale);
  if ('errors' in result || !isMexico(country?.code)) return result;
  const found = await postalCodePlaces(tx, [result.values.postalCode]);
  const errors = placeErrors(result.values, country, found, locale);
  return errors ? { errors } : result;
}
