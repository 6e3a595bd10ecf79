import type { DhlProduct } from './dhl-express.types';
import { volumetricKg } from '../mock-http-kit';

/**
 * The DHL mock's tariff, deterministic so tests can name exact amounts (MXN, centavos):
 * - Zone from the postal codes' first digits: the same digit → zone 1, digits 1–3 apart →
 *   zone 2, further → zone 3 (64000 → 06700 is zone 3).
 * - Billable weight: the sum over pieces of max(actual, L×W×H / 5000), rounded up to a whole kg.
 * - Freight: the product's first kg + each further kg, by zone; fuel surcharge (FF) 15 %;
 *   insurance (II) 1.5 % of the insured value, at least MXN 60; IVA 16 % on all (domestic only).
 *   Each step rounded to the centavo, half up.
 * - Within Mexico: N (Express Domestic), G (Economy Select Domestic), I (Express Domestic 9:00);
 *   from Mexico abroad: P (Express Worldwide), no IVA.
 */

export interface MockTariff {
  code: string;
  name: string;
  /** Per zone 1..3 (international: the same figure three times). */
  days: readonly [number, number, number];
  firstKg: readonly [number, number, number];
  extraKg: readonly [number, number, number];
}

export const DOMESTIC_PRODUCTS: readonly MockTariff[] = [
  {
    code: 'N',
    name: 'EXPRESS DOMESTIC',
    days: [1, 1, 2],
    firstKg: [21_000, 25_000, 29_000],
    extraKg: [2_800, 3_400, 4_000],
  },
  {
    code: 'G',
    name: 'ECONOMY SELECT DOMESTIC',
    days: [2, 3, 4],
    firstKg: [14_000, 17_000, 20_000],
    extraKg: [1_600, 2_000, 2_400],
  },
  {
    code: 'I',
    name: 'EXPRESS DOMESTIC 9:00',
    days: [1, 1, 2],
    firstKg: [38_000, 43_000, 48_000],
    extraKg: [4_800, 5_600, 6_400],
  },
];

export const INTERNATIONAL_PRODUCTS: readonly MockTariff[] = [
  {
    code: 'P',
    name: 'EXPRESS WORLDWIDE',
    days: [3, 3, 3],
    firstKg: [115_000, 115_000, 115_000],
    extraKg: [21_000, 21_000, 21_000],
  },
];

export interface MockPiece {
  weight: number;
  length: number;
  width: number;
  height: number;
}

export interface MockQuoteInput {
  originPostalCode: string;
  destinationPostalCode: string;
  destinationCountryCode: string;
  pieces: readonly MockPiece[];
  insuredCents: number;
}

export function mockZone(origin: string, destination: string): 1 | 2 | 3 {
  const gap = Math.abs(Number(origin[0]) - Number(destination[0]));
  return gap === 0 ? 1 : gap <= 3 ? 2 : 3;
}

export function billableKg(pieces: readonly MockPiece[]): number {
  const sum = pieces.reduce(
    (total, p) => total + Math.max(p.weight, volumetricKg(p.length, p.width, p.height)),
    0,
  );
  return Math.max(1, Math.ceil(sum - 1e-9));
}

const pct = (cents: number, rate: number) => Math.round(cents * rate);

export interface MockQuote {
  tariff: MockTariff;
  zone: 1 | 2 | 3;
  billableKg: number;
  freight: number;
  fuel: number;
  insurance: number;
  tax: number;
  total: number;
}

export function quoteMock(input: MockQuoteInput): MockQuote[] {
  const domestic = input.destinationCountryCode === 'MX';
  const zone = domestic ? mockZone(input.originPostalCode, input.destinationPostalCode) : 1;
  const kg = billableKg(input.pieces);
  return (domestic ? DOMESTIC_PRODUCTS : INTERNATIONAL_PRODUCTS).map((tariff) => {
    const at = (zone - 1) as 0 | 1 | 2;
    const freight = tariff.firstKg[at] + (kg - 1) * tariff.extraKg[at];
    const fuel = pct(freight, 0.15);
    const insurance = input.insuredCents > 0 ? Math.max(6_000, pct(input.insuredCents, 0.015)) : 0;
    const tax = domestic ? pct(freight + fuel + insurance, 0.16) : 0;
    return {
      tariff,
      zone,
      billableKg: kg,
      freight,
      fuel,
      insurance,
      tax,
      total: freight + fuel + insurance + tax,
    };
  });
}

const mxn = (cents: number) => cents / 100;

/** A quote as a MyDHL /rates product (billing currency MXN, base currency USD at 18.50). */
export function mockProduct(quote: MockQuote, shipDay: string, volumetricKg: number): DhlProduct {
  const { tariff, zone } = quote;
  const days = tariff.days[(zone - 1) as 0 | 1 | 2];
  const delivery = new Date(`${shipDay}T23:59:00Z`);
  delivery.setUTCDate(delivery.getUTCDate() + days);
  return {
    productName: tariff.name,
    productCode: tariff.code,
    localProductCode: tariff.code,
    localProductCountryCode: 'MX',
    networkTypeCode: tariff.code === 'G' ? 'DD' : 'TD',
    isCustomerAgreement: false,
    weight: { volumetric: volumetricKg, provided: quote.billableKg, unitOfMeasurement: 'metric' },
    totalPrice: [
      { currencyType: 'BILLC', priceCurrency: 'MXN', price: mxn(quote.total) },
      { currencyType: 'BASEC', priceCurrency: 'USD', price: Math.round(quote.total / 18.5) / 100 },
    ],
    totalPriceBreakdown: [
      {
        currencyType: 'BILLC',
        priceCurrency: 'MXN',
        priceBreakdown: [
          { typeCode: 'SPRQT', price: mxn(quote.freight + quote.fuel + quote.insurance) },
          { typeCode: 'STTXA', price: mxn(quote.tax) },
        ],
      },
    ],
    deliveryCapabilities: {
      deliveryTypeCode: 'QDDC',
      estimatedDeliveryDateAndTime: delivery.toISOString().slice(0, 19),
      destinationServiceAreaCode: 'MEX',
      totalTransitDays: days,
    },
    pricingDate: shipDay,
  };
}
