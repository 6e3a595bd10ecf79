import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries, states } from '../../db/schema';
import { CA_STATES, countrySeeds, MX_STATES, US_STATES } from './country-data';

/**
 * A tenant's countries (all of ISO 3166-1, Spanish and English names) and the states of
 * Mexico, the United States and Canada,
 * added where missing by code: safe on a new tenant and again on an existing one.
 */
export async function seedCountries(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(countries)
    .values(countrySeeds().map((c) => ({ tenantId, ...c })))
    .onConflictDoNothing({ target: [countries.tenantId, countries.code] });
  for (const [countryCode, list] of [
    ['MX', MX_STATES],
    ['US', US_STATES],
    ['CA', CA_STATES],
  ] as const) {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(and(eq(countries.tenantId, tenantId), eq(countries.code, countryCode)));
    if (!country) continue;
    await tx
      .insert(states)
      .values(list.map(([code, name]) => ({ tenantId, countryId: country.id, code, name })))
      .onConflictDoNothing({ target: [states.countryId, states.code] });
  }
}
