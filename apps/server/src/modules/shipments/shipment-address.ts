import {
  isMexico,
  issuesToFieldErrors,
  validationText,
  ZAddressForm,
  type AddressForm,
  type Locale,
  type ShipmentAddress,
} from '@despacho/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/tenant-tx';
import { countries, postalCodeSettlements, states } from '../../db/schema';

type Result = { value: ShipmentAddress } | { errors: Record<string, string[]> };

const prefixed = (prefix: string, errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

/**
 * One wizard address as the shipment keeps it: the shared form's rules checked against the
 * country the catalogue says (not the browser's claim), the phone against libphonenumber, a
 * Mexican postal code against SEPOMEX once it is loaded; errors keyed `<prefix>.<field>`.
 */
export async function checkShipmentAddress(
  tx: Tx,
  input: AddressForm,
  prefix: 'origin_attributes' | 'destination_attributes',
  locale: Locale,
): Promise<Result> {
  const countryId = Number((input as { country_id?: unknown }).country_id);
  const [country] = Number.isInteger(countryId)
    ? await tx.select().from(countries).where(eq(countries.id, countryId)).limit(1)
    : [];
  const parsed = ZAddressForm.safeParse({ ...input, country_code: country?.code ?? null });
  if (!parsed.success)
    return { errors: prefixed(prefix, issuesToFieldErrors(parsed.error.issues, locale)) };
  const a = parsed.data;
  const fail = (field: string, key: string) => ({
    errors: { [`${prefix}.${field}`]: [validationText(key, locale)] },
  });
  if (!country || !country.code) return fail('country_id', 'v.invalid_value');
  if (!isValidPhoneNumber(`+${a.calling_code}${a.phone}`)) return fail('phone', 'v.phone_national');
  if (isMexico(country.code) && !(await knownMexicanCode(tx, a.postal_code)))
    return fail('postal_code', 'v.postal_code_unknown');
  const [state] = await tx
    .select({ code: states.code })
    .from(states)
    .where(
      sql`${states.countryId} = ${country.id} and (${folded(sql`${states.name}`)} = ${folded(sql`${a.state}`)} or upper(${states.code}) = upper(${a.state}))`,
    )
    .limit(1);
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
      state_code: state?.code ?? null,
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

/** Known once the SEPOMEX catalogue (or the demo subset) is loaded; any 5 digits before that. */
async function knownMexicanCode(tx: Tx, code: string): Promise<boolean> {
  const [row] = rowsOf<{ known: boolean; loaded: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from ${postalCodeSettlements} where ${postalCodeSettlements.postalCode} = ${code}) as known,
             exists (select 1 from ${postalCodeSettlements}) as loaded`),
  );
  return !row || row.known || !row.loaded;
}
