import { percentage, toDecimalString } from '@despacho/domain';
import type { FedexRateReplyDetail, FedexRatedShipmentDetail } from './fedex-rest.types';

/**
 * The mock's deterministic tariff (not FedEx's prices: numbers a test can work out by hand).
 *
 * - Billable weight: per package the larger of actual and volumetric weight (L×W×H cm / 5000),
 *   rounded up to a whole kg (at least 1), times its groupPackageCount; summed over packages.
 * - Zone (Mexico): same first three postal-code digits → 1; same region → 2; neighbouring
 *   regions → 3; two regions apart → 4; across the country → 5. Regions come from the state
 *   the first two digits belong to (northwest, northeast, west, center, southeast).
 * - Freight (ACCOUNT rate) = first kg + each further kg, from the service's row for the zone.
 *   LIST (published) rates are 125 % of it. Fuel surcharge 15.75 % of freight; IVA 16 % of
 *   freight + fuel for domestic shipments (none for international). Every step rounds half up
 *   to the centavo. Amounts are in NMP (FedEx's code for MXN), as a Mexican account is billed.
 * - International (origin or destination outside Mexico): zone A for US and CA, B elsewhere.
 * - Declared value (FedEx's insurance, the packages' declaredValue): a DECLARED_VALUE surcharge
 *   of 1 % of it, beside fuel (IVA applies to it too on domestic shipments).
 */

export type MockRegion = 'northwest' | 'northeast' | 'west' | 'center' | 'southeast';

// First two postal-code digits of each state (SEPOMEX), and the region the mock puts it in.
const STATE_PREFIXES: readonly [number, number, MockRegion][] = [
  [1, 16, 'center'], // Ciudad de México
  [20, 20, 'west'], // Aguascalientes
  [21, 23, 'northwest'], // Baja California, Baja California Sur
  [24, 24, 'southeast'], // Campeche
  [25, 27, 'northeast'], // Coahuila
  [28, 28, 'west'], // Colima
  [29, 30, 'southeast'], // Chiapas
  [31, 35, 'northwest'], // Chihuahua, Durango
  [36, 38, 'west'], // Guanajuato
  [39, 43, 'center'], // Guerrero, Hidalgo
  [44, 49, 'west'], // Jalisco
  [50, 57, 'center'], // Estado de México
  [58, 61, 'west'], // Michoacán
  [62, 62, 'center'], // Morelos
  [63, 63, 'west'], // Nayarit
  [64, 67, 'northeast'], // Nuevo León
  [68, 71, 'southeast'], // Oaxaca
  [72, 75, 'center'], // Puebla
  [76, 76, 'west'], // Querétaro
  [77, 77, 'southeast'], // Quintana Roo
  [78, 79, 'northeast'], // San Luis Potosí
  [80, 85, 'northwest'], // Sinaloa, Sonora
  [86, 86, 'southeast'], // Tabasco
  [87, 89, 'northeast'], // Tamaulipas
  [90, 90, 'center'], // Tlaxcala
  [91, 97, 'southeast'], // Veracruz, Yucatán
  [98, 99, 'northeast'], // Zacatecas
];

const REGION_DISTANCE: Readonly<Record<MockRegion, Readonly<Record<MockRegion, number>>>> = {
  northwest: { northwest: 0, northeast: 1, west: 1, center: 2, southeast: 3 },
  northeast: { northwest: 1, northeast: 0, west: 1, center: 1, southeast: 2 },
  west: { northwest: 1, northeast: 1, west: 0, center: 1, southeast: 2 },
  center: { northwest: 2, northeast: 1, west: 1, center: 0, southeast: 1 },
  southeast: { northwest: 3, northeast: 2, west: 2, center: 1, southeast: 0 },
};

/** The region of a Mexican postal code, or null when no state uses its first two digits. */
export function mexicanRegion(postalCode: string): MockRegion | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  const prefix = Number(postalCode.slice(0, 2));
  return STATE_PREFIXES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export function domesticZone(origin: string, destination: string): number {
  if (origin.slice(0, 3) === destination.slice(0, 3)) return 1;
  const a = mexicanRegion(origin);
  const b = mexicanRegion(destination);
  if (!a || !b) return 5;
  return 2 + REGION_DISTANCE[a][b];
}

interface MockService {
  type: string;
  name: string;
  /** Centavos by zone (index 0 = zone 1, or zone A abroad); null = not offered there. */
  firstKg: readonly (number | null)[];
  extraKg: readonly number[];
  transitDays: readonly number[];
  commitTime: string;
}

export const MOCK_DOMESTIC_SERVICES: readonly MockService[] = [
  {
    type: 'FIRST_OVERNIGHT',
    name: 'FedEx First Overnight®',
    firstKg: [30000, 36000, 43000, null, null],
    extraKg: [2800, 3400, 4100, 4900, 5800],
    transitDays: [1, 1, 1, 1, 1],
    commitTime: '08:30:00',
  },
  {
    type: 'PRIORITY_OVERNIGHT',
    name: 'FedEx Priority Overnight®',
    firstKg: [22000, 26500, 31500, 37000, null],
    extraKg: [2200, 2700, 3300, 4000, 4800],
    transitDays: [1, 1, 1, 1, 1],
    commitTime: '10:30:00',
  },
  {
    type: 'STANDARD_OVERNIGHT',
    name: 'FedEx Standard Overnight®',
    firstKg: [17000, 20500, 24500, 29000, 34000],
    extraKg: [1800, 2200, 2700, 3300, 4000],
    transitDays: [1, 1, 1, 1, 2],
    commitTime: '16:30:00',
  },
  {
    type: 'FEDEX_EXPRESS_SAVER',
    name: 'FedEx Economy',
    firstKg: [12000, 14500, 17500, 20500, 24000],
    extraKg: [1200, 1500, 1900, 2300, 2800],
    transitDays: [1, 2, 3, 4, 5],
    commitTime: '19:00:00',
  },
];

export const MOCK_INTERNATIONAL_SERVICES: readonly MockService[] = [
  {
    type: 'FEDEX_INTERNATIONAL_PRIORITY',
    name: 'FedEx International Priority®',
    firstKg: [115000, 172500],
    extraKg: [24000, 36000],
    transitDays: [2, 3],
    commitTime: '12:00:00',
  },
  {
    type: 'INTERNATIONAL_ECONOMY',
    name: 'FedEx International Economy®',
    firstKg: [85000, 127500],
    extraKg: [18000, 27000],
    transitDays: [5, 7],
    commitTime: '19:00:00',
  },
];

export const MOCK_FUEL_PERCENT = 15.75;
export const MOCK_IVA_PERCENT = 16;
export const MOCK_LIST_PERCENT = 125;
export const MOCK_DECLARED_VALUE_PERCENT = 1;

export interface MockPackage {
  /** Actual weight in grams, rounded up. */
  grams: number;
  /** Volumetric weight in grams (L×W×H cm / 5000 kg), rounded up; 0 without dimensions. */
  volumetricGrams: number;
  count: number;
}

export interface MockShipment {
  originCountry: string;
  originPostalCode: string;
  destinationCountry: string;
  destinationPostalCode: string;
  packages: MockPackage[];
  shipDate: string;
  rateTypes: ReadonlySet<string>;
  /** The packages' declared value (what FedEx insures), in centavos; 0 or absent = none. */
  declaredValueCents?: number;
}

export function billableKg(packages: readonly MockPackage[]): { kg: number; dim: boolean } {
  let kg = 0;
  let dim = false;
  for (const p of packages) {
    if (p.volumetricGrams > p.grams) dim = true;
    kg += Math.max(1, Math.ceil(Math.max(p.grams, p.volumetricGrams) / 1000)) * p.count;
  }
  return { kg, dim };
}

const TRANSIT_WORDS = [
  'ONE_DAY',
  'TWO_DAYS',
  'THREE_DAYS',
  'FOUR_DAYS',
  'FIVE_DAYS',
  'SIX_DAYS',
  'SEVEN_DAYS',
];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function addBusinessDays(date: string, days: number): Date {
  const t = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    t.setUTCDate(t.getUTCDate() + 1);
    if (t.getUTCDay() !== 0 && t.getUTCDay() !== 6) left -= 1;
  }
  return t;
}

const money = (centavos: number) => Number(toDecimalString(centavos));

function ratedDetail(
  rateType: 'ACCOUNT' | 'LIST',
  freight: number,
  zone: string,
  billable: { kg: number; dim: boolean },
  domestic: boolean,
  declaredValueCents = 0,
): FedexRatedShipmentDetail {
  const fuel = percentage(freight, MOCK_FUEL_PERCENT);
  const declared = percentage(declaredValueCents, MOCK_DECLARED_VALUE_PERCENT);
  const netFedEx = freight + fuel + declared;
  const tax = domestic ? percentage(netFedEx, MOCK_IVA_PERCENT) : 0;
  const surCharges = [{ type: 'FUEL', description: 'Fuel Surcharge', amount: money(fuel) }];
  if (declared) {
    surCharges.push({
      type: 'DECLARED_VALUE',
      description: 'Declared value',
      amount: money(declared),
    });
  }
  return {
    rateType,
    ratedWeightMethod: billable.dim ? 'DIM' : 'ACTUAL',
    totalBaseCharge: money(freight),
    totalDiscounts: 0,
    totalNetFedExCharge: money(netFedEx),
    totalNetCharge: money(netFedEx + tax),
    totalNetChargeWithDutiesAndTaxes: money(netFedEx + tax),
    currency: 'NMP',
    shipmentRateDetail: {
      rateZone: zone,
      dimDivisor: 5000,
      fuelSurchargePercent: MOCK_FUEL_PERCENT,
      totalSurcharges: money(fuel + declared),
      surCharges,
      taxes: tax ? [{ type: 'VAT', description: 'IVA', amount: money(tax) }] : [],
      totalBillingWeight: { units: 'KG', value: billable.kg },
      currency: 'NMP',
    },
  };
}

/**
 * The rateReplyDetails FedEx would answer for this shipment, one per service offered on the
 * route; [] when neither end is in Mexico (a Mexican account does not ship abroad-to-abroad).
 */
export function quoteMockShipment(shipment: MockShipment): FedexRateReplyDetail[] {
  const domestic = shipment.originCountry === 'MX' && shipment.destinationCountry === 'MX';
  if (!domestic && shipment.originCountry !== 'MX' && shipment.destinationCountry !== 'MX') {
    return [];
  }
  const abroad =
    shipment.originCountry === 'MX' ? shipment.destinationCountry : shipment.originCountry;
  const zoneIndex = domestic
    ? domesticZone(shipment.originPostalCode, shipment.destinationPostalCode) - 1
    : ['US', 'CA'].includes(abroad)
      ? 0
      : 1;
  const zone = domestic ? String(zoneIndex + 1) : zoneIndex === 0 ? 'A' : 'B';
  const billable = billableKg(shipment.packages);
  const services = domestic ? MOCK_DOMESTIC_SERVICES : MOCK_INTERNATIONAL_SERVICES;
  return services.flatMap((service): FedexRateReplyDetail[] => {
    const first = service.firstKg[zoneIndex];
    if (first === null || first === undefined) return [];
    const freight = first + (service.extraKg[zoneIndex] ?? 0) * (billable.kg - 1);
    const days = service.transitDays[zoneIndex] ?? 1;
    const commit = addBusinessDays(shipment.shipDate, days);
    const commitDate = `${commit.toISOString().slice(0, 10)}T${service.commitTime}`;
    const declared = shipment.declaredValueCents ?? 0;
    const rates = [ratedDetail('ACCOUNT', freight, zone, billable, domestic, declared)];
    if (shipment.rateTypes.has('LIST')) {
      const list = percentage(freight, MOCK_LIST_PERCENT);
      rates.push(ratedDetail('LIST', list, zone, billable, domestic, declared));
    }
    return [
      {
        serviceType: service.type,
        serviceName: service.name,
        packagingType: 'YOUR_PACKAGING',
        commit: { dateDetail: { dayOfWeek: DAY_NAMES[commit.getUTCDay()], dayFormat: commitDate } },
        operationalDetail: {
          transitTime: TRANSIT_WORDS[days - 1],
          commitDate,
          deliveryDay: DAY_NAMES[commit.getUTCDay()],
        },
        serviceDescription: { serviceType: service.type, description: service.name },
        ratedShipmentDetails: rates,
      },
    ];
  });
}
