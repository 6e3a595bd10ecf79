import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { postalCodeSettlements } from '../schema';

/**
 * A small hand-made subset of SEPOMEX for the demo (the official file may not be redistributed;
 * `npm run cli -- sepomex:import <file>` loads the real one): a few colonies of Monterrey, San
 * Pedro Garza García, CDMX, Guadalajara, Puebla, Mérida and Tijuana.
 * [postal code, settlement, type, municipality, municipality code, city, state, state code]
 */
const DEMO_SETTLEMENTS: [string, string, string, string, string, string, string, string][] = [
  ['64000', 'Monterrey Centro', 'Colonia', 'Monterrey', '039', 'Monterrey', 'Nuevo León', '19'],
  ['64460', 'Mitras Centro', 'Colonia', 'Monterrey', '039', 'Monterrey', 'Nuevo León', '19'],
  ['64720', 'Buenos Aires', 'Colonia', 'Monterrey', '039', 'Monterrey', 'Nuevo León', '19'],
  [
    '66220',
    'Del Valle',
    'Colonia',
    'San Pedro Garza García',
    '019',
    'San Pedro Garza García',
    'Nuevo León',
    '19',
  ],
  [
    '66260',
    'Residencial San Agustín',
    'Colonia',
    'San Pedro Garza García',
    '019',
    'San Pedro Garza García',
    'Nuevo León',
    '19',
  ],
  [
    '06700',
    'Roma Norte',
    'Colonia',
    'Cuauhtémoc',
    '015',
    'Ciudad de México',
    'Ciudad de México',
    '09',
  ],
  ['06600', 'Juárez', 'Colonia', 'Cuauhtémoc', '015', 'Ciudad de México', 'Ciudad de México', '09'],
  [
    '06140',
    'Condesa',
    'Colonia',
    'Cuauhtémoc',
    '015',
    'Ciudad de México',
    'Ciudad de México',
    '09',
  ],
  [
    '06000',
    'Centro (Área 1)',
    'Colonia',
    'Cuauhtémoc',
    '015',
    'Ciudad de México',
    'Ciudad de México',
    '09',
  ],
  [
    '03100',
    'Del Valle Centro',
    'Colonia',
    'Benito Juárez',
    '014',
    'Ciudad de México',
    'Ciudad de México',
    '09',
  ],
  [
    '11560',
    'Polanco V Sección',
    'Colonia',
    'Miguel Hidalgo',
    '016',
    'Ciudad de México',
    'Ciudad de México',
    '09',
  ],
  ['44100', 'Guadalajara Centro', 'Colonia', 'Guadalajara', '039', 'Guadalajara', 'Jalisco', '14'],
  ['44160', 'Americana', 'Colonia', 'Guadalajara', '039', 'Guadalajara', 'Jalisco', '14'],
  ['72000', 'Centro', 'Colonia', 'Puebla', '114', 'Heroica Puebla de Zaragoza', 'Puebla', '21'],
  ['97000', 'Mérida Centro', 'Colonia', 'Mérida', '050', 'Mérida', 'Yucatán', '31'],
  ['22000', 'Zona Centro', 'Colonia', 'Tijuana', '004', 'Tijuana', 'Baja California', '02'],
];

export const DEMO_POSTAL_CODES = [...new Set(DEMO_SETTLEMENTS.map((s) => s[0]))];

/** Loads the demo subset when the platform has no postal codes yet (demo mode only). */
export async function seedDemoPostalCodes(database: Database): Promise<boolean> {
  const [any] = await database.db
    .select({ one: sql<number>`1` })
    .from(postalCodeSettlements)
    .limit(1);
  if (any) return false;
  await database.db.insert(postalCodeSettlements).values(
    DEMO_SETTLEMENTS.map(
      (
        [postalCode, settlement, type, municipality, municipalityCode, city, stateName, stateCode],
        i,
      ) => ({
        postalCode,
        settlement,
        settlementType: type,
        municipality,
        municipalityCode,
        city,
        stateName,
        stateCode,
        settlementId: String(i + 1).padStart(4, '0'),
      }),
    ),
  );
  return true;
}
