import {
  isMexico,
  issuesToFieldErrors,
  placeMismatch,
  satStateCode,
  validationText,
  ZAddressForm,
  type AddressForm,
  type Locale,
  type PostalPlace,
  type ShipmentAddress,
} from '@despacho/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Tx } from '../../db/client';
import { countries, states } from '../../db/schema';
import { postalCodePlaces } from '../countries/postal-places';

type Result = { value: ShipmentAddress } | { errors: Record<string, string[]> };

type CountryRow = typeof countries.$inferSelect;

/**
 * What the address rule reads from the database. A request reads it row by row (dbLookups); a
 * spreadsheet import passes cached and batched readers so 10,000 rows run the same rule without
 * 30,000 round trips.
 */
export interface AddressLookups {
  country(id: number): Promise<CountryRow | undefined>;
  places(postalCode: string): Promise<{ loaded: boolean; places: PostalPlace[] | undefined }>;
  stateCode(countryId: number, state: string): Promise<string | null>;
}

export const dbLookups = (tx: Tx): AddressLookups => ({
  async country(id) {
    const [country] = await tx.select().from(countries).where(eq(countries.id, id)).limit(1);
    return country;
  },
  async places(postalCode) {
    const found = await postalCodePlaces(tx, [postalCode]);
    return { loaded: found.loaded, places: found.byCode.get(postalCode) };
  },
  async stateCode(countryId, name) {
    const [state] = await tx
      .select({ code: states.code })
      .from(states)
      .where(
        sql`${states.countryId} = ${countryId} and (${folded(sql`${states.name}`)} = ${folded(sql`${name}`)} or upper(${states.code}) = upper(${name}))`,
      )
      .limit(1);
    return state?.code ?? null;
  },
});

const prefixed = (prefix: string, errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

/**
 * One wizard address as the shipment keeps it: the shared form's rules checked against the
 * country the catalogue says (not the browser's claim), the phone against libphonenumber, a
 * Mexican postal code against SEPOMEX once it is loaded (known, and with its own state and city:
 * postal-places in shared); errors keyed `<prefix>.<field>`.
 */
export async function checkShipmentAddress(
  tx: Tx,
  input: AddressForm,
  prefix: 'origin_attributes' | 'destination_attributes',
  locale: Locale,
  lookups: AddressLookups = dbLookups(tx),
): Promise<Result> {
  const countryId = Number((input as { country_id?: unknown }).country_id);
  const country = Number.isInteger(countryId) ? await lookups.country(countryId) : undefined;
  const parsed = ZAddressForm.safeParse({ ...input, country_code: country?.code ?? null });
  if (!parsed.success)
    return { errors: prefixed(prefix, issuesToFieldErrors(parsed.error.issues, locale)) };
  const a = parsed.data;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: string, params: Record<string, string> = {}) =>
    void (errors[`${prefix}.${field}`] = [validationText(key, locale, params)]);
  if (!country || !country.code) {
    fail('country_id', 'v.invalid_value');
    return { errors };
  }
  if (!isValidPhoneNumber(`+${a.calling_code}${a.phone}`)) fail('phone', 'v.phone_national');
  let places: PostalPlace[] | undefined;
  if (isMexico(country.code)) {
    // Once SEPOMEX is loaded the code must be in it, and its state and city must be the code's.
    const found = await lookups.places(a.postal_code);
    places = found.places;
    if (found.loaded && !places) fail('postal_code', 'v.postal_code_unknown');
    const wrong = placeMismatch(a, places ?? []);
    if (wrong.state) fail('state', 'v.state_postal_code', { expected: wrong.state });
    if (wrong.city) fail('city', 'v.city_postal_code', { expected: wrong.city });
  }
  if (Object.keys(errors).length) return { errors };
  const stateCode = await lookups.stateCode(country.id, a.state);
  return {
    value: {
      name: a.name,
      company: a.company,
      email: a.email,
      phone: a.phone,
      calling_code: a.calling_code,
      rfc: a.rfc ?? null,
      country_id: country.id,
      country_code: country.code,
      country_name: country.name,
      state: a.state,
      // "NL" or "CDMX" name no row of the states list; SEPOMEX's state then gives SAT's code.
      state_code: stateCode ?? satStateCode(places?.[0]?.state_code) ?? null,
      city: a.city,
      neighborhood: a.neighborhood,
      street: a.street,
      number: a.number,
      interior_number: a.interior_number ?? null,
      postal_code: a.postal_code,
      reference: a.reference ?? null,
    },
  };
}

/** Lower case without Spanish accents, so "Nuevo Leon" finds "Nuevo León". */
const folded = (value: SQL) => sql`translate(lower(${value}), 'áéíóúüñ', 'aeiouun')`;
