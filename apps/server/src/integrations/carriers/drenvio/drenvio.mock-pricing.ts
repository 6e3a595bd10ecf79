import type { DrenvioOffer } from './drenvio.types';
import { billableWholeKg } from '../mock-http-kit';

/**
 * The mock's deterministic tariff, in MXN with IVA, per offered carrier and service.
 * - Zone by postal codes: 1 = same first two digits, 2 = same first digit, 3 = first digits at
 *   most 3 apart, 4 = farther (64000 → 06700 is zone 4).
 * - Billable kg per package: max(actual, L × W × H / 5000) rounded up to a whole kg; the
 *   packages are added up.
 * - Price = zone's first kg + each further kg; plus 2 % of the insured value when asked.
 * An offer whose billable weight passes its carrier's limit is not offered.
 */

export interface MockTariff {
  carrier: string;
  service: string;
  /** Pesos for the first kg, by zone 1–4. */
  firstKg: readonly [number, number, number, number];
  /** Pesos per further kg. */
  perKg: number;
  days: readonly [number, number, number, number];
  maxKg: number;
}

export const DRENVIO_MOCK_TARIFFS: readonly MockTariff[] = [
  {
    carrier: 'estafeta',
    service: 'ground',
    firstKg: [95, 110, 135, 160],
    perKg: 12,
    days: [2, 3, 4, 5],
    maxKg: 70,
  },
  {
    carrier: 'estafeta',
    service: 'express',
    firstKg: [150, 175, 210, 245],
    perKg: 18,
    days: [1, 1, 2, 2],
    maxKg: 70,
  },
  {
    carrier: 'fedex',
    service: 'ground',
    firstKg: [110, 125, 150, 180],
    perKg: 14,
    days: [2, 3, 4, 5],
    maxKg: 70,
  },
  {
    carrier: 'fedex',
    service: 'express',
    firstKg: [170, 195, 230, 265],
    perKg: 20,
    days: [1, 1, 1, 2],
    maxKg: 70,
  },
  {
    carrier: 'ampm',
    service: 'ground',
    firstKg: [85, 99, 120, 145],
    perKg: 10,
    days: [2, 3, 4, 6],
    maxKg: 50,
  },
  {
    carrier: 'jtexpress',
    service: 'ground',
    firstKg: [79, 92, 115, 133.4],
    perKg: 9,
    days: [3, 4, 5, 6],
    maxKg: 30,
  },
  {
    carrier: 'dhl',
    service: 'express',
    firstKg: [180, 205, 240, 280],
    perKg: 22,
    days: [1, 1, 2, 2],
    maxKg: 70,
  },
];

/** The mock's service_id of an offer ("estafeta_mx_D-C01_express"). */
export const mockServiceId = (t: Pick<MockTariff, 'carrier' | 'service'>) =>
  `${t.carrier}_mx_D-C01_${t.service}`;

/** The zone (1–4) between two 5-digit postal codes. */
export function mockZone(from: string, to: string): 1 | 2 | 3 | 4 {
  if (from.slice(0, 2) === to.slice(0, 2)) return 1;
  if (from[0] === to[0]) return 2;
  return Math.abs(Number(from[0]) - Number(to[0])) <= 3 ? 3 : 4;
}

export interface MockPackage {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** Whole kg billed for a package: actual or volumetric (÷ 5000), whichever is more. */
export const billableKg = (p: MockPackage) =>
  billableWholeKg(p.weight, p.length, p.width, p.height);

export interface MockQuoteInput {
  origin: string;
  destination: string;
  packages: MockPackage[];
  carriers: string[];
  /** Pesos to insure (0 = none). */
  insurance: number;
}

/** The offers for a rate request (without the quote handles), in the tariff's order. */
export function mockOffers(input: MockQuoteInput): Omit<DrenvioOffer, 'ObjectId' | 'ShippingId'>[] {
  const zone = mockZone(input.origin, input.destination);
  const kg = input.packages.reduce((sum, p) => sum + Math.max(1, billableKg(p)), 0);
  const insuranceCents = Math.round(input.insurance * 100 * 0.02);
  const wanted = new Set(input.carriers.map((c) => c.toLowerCase()));
  return DRENVIO_MOCK_TARIFFS.filter((t) => wanted.has(t.carrier) && kg <= t.maxKg).map((t) => {
    const cents =
      Math.round((t.firstKg[zone - 1] ?? 0) * 100) + (kg - 1) * t.perKg * 100 + insuranceCents;
    return {
      carrier: t.carrier,
      service: t.service,
      service_id: mockServiceId(t),
      price: cents / 100,
      currency: 'MXN',
      days: t.days[zone - 1] ?? 0,
      insurance: insuranceCents / 100,
      provehdor: t.carrier.toUpperCase(),
      provehdorid: String(DRENVIO_MOCK_TARIFFS.indexOf(t) + 1),
    };
  });
}
