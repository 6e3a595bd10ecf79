import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { postalCodeSettlements } from '../schema';
import { DEMO_SETTLEMENTS_TEXT } from './demo-settlements.data';

export interface DemoSettlement {
  postalCode: string;
  settlement: string;
  settlementType: string;
  municipality: string;
  municipalityCode: string;
  city: string;
  stateName: string;
  stateCode: string;
  settlementId: string;
}

/** The hand-made demo subset (demo-settlements.data.ts) as rows of postal_code_settlements. */
export function demoSettlements(text: string = DEMO_SETTLEMENTS_TEXT): DemoSettlement[] {
  const rows: DemoSettlement[] = [];
  let place: string[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      place = line.slice(1).trim().split('|');
      if (place.length !== 5) throw new Error(`demo postal codes: bad place line "${line}"`);
      continue;
    }
    const match = /^(\d{5}) (.+)$/.exec(line);
    if (!match || !place) throw new Error(`demo postal codes: bad line "${line}"`);
    const [stateName, stateCode, municipality, municipalityCode, city] = place as [
      string,
      string,
      string,
      string,
      string,
    ];
    rows.push({
      postalCode: match[1] as string,
      settlement: match[2] as string,
      settlementType: 'Colonia',
      municipality,
      municipalityCode,
      city,
      stateName,
      stateCode,
      settlementId: String(rows.length + 1).padStart(4, '0'),
    });
  }
  return rows;
}

export const DEMO_POSTAL_CODES = [...new Set(demoSettlements().map((s) => s.postalCode))];

/** Loads the demo subset when the platform has no postal codes yet (demo mode only). */
export async function seedDemoPostalCodes(database: Database): Promise<boolean> {
  const [any] = await database.db
    .select({ one: sql<number>`1` })
    .from(postalCodeSettlements)
    .limit(1);
  if (any) return false;
  await database.db.insert(postalCodeSettlements).values(demoSettlements());
  return true;
}
