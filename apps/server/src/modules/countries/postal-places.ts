import type { PostalPlace } from '@despacho/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { postalCodeSettlements } from '../../db/schema';

export interface PostalPlaces {
  /** Whether the SEPOMEX catalogue (or the demo subset) holds anything at all. */
  loaded: boolean;
  /** The places of each code the catalogue knows (state, municipality, city). */
  byCode: Map<string, PostalPlace[]>;
}

/**
 * The places of these Mexican postal codes, as SEPOMEX has them: one statement for any number of
 * codes (an address import asks for every row's at once). A code missing from `byCode` is
 * unknown to the catalogue.
 */
export async function postalCodePlaces(tx: Tx, codes: readonly string[]): Promise<PostalPlaces> {
  const wanted = [...new Set(codes.filter((c) => /^\d{5}$/.test(c)))];
  const s = postalCodeSettlements;
  const rows = wanted.length
    ? await tx
        .selectDistinct({
          postal_code: s.postalCode,
          state_code: s.stateCode,
          state_name: s.stateName,
          municipality: s.municipality,
          city: s.city,
        })
        .from(s)
        .where(inArray(s.postalCode, wanted))
    : [];
  const byCode = new Map<string, PostalPlace[]>();
  for (const { postal_code, ...place } of rows) {
    const list = byCode.get(postal_code);
    if (list) list.push(place);
    else byCode.set(postal_code, [place]);
  }
  const loaded =
    rows.length > 0 ||
    (
      await tx
        .select({ one: sql<number>`1` })
        .from(s)
        .limit(1)
    ).length > 0;
  return { loaded, byCode };
}
