import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries, states } from '../../db/schema';
import { countrySeeds, MX_STATES } from './country-data';

/**
 * A tenant's countries (all of ISO 3166-1, Spanish and English names) and Mexico's states,
 * added where missing by code: safe on a new tenant and again on an existing one.
 */
export async function seedCountries(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(countries)
    .values(countrySeeds().map((c) => ({ tenantId, ...c })))
    .onConflictDoNothing({ target: [countries.tenantId, countries.code] });
  const [mx] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.tenantId, tenantId), eq(countries.code, 'MX')));
  if (!mx) return;
  await tx
    .insert(states)
    .values(MX_STATES.map(([code, name]) => ({ tenantId, countryId: mx.id, code, name })))
    .onConflictDoNothing({ target: [states.countryId, states.code] });
}
