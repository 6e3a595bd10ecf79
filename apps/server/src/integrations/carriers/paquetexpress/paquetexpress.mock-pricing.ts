import type { PxQuotation } from './paquetexpress.types';
import { billableWholeKg } from '../mock-http-kit';

/**
 * The mock's deterministic tariff in MXN: a zone from the two postal codes' leading digits, a
 * billable weight per package of max(actual, L×W×H / 5000) rounded up to whole kg, a base and a
 * per-kg price per service scaled by the zone, plus home delivery (EAD-1), pickup at the address
 * (RAD-1) and insurance (IV-PF) when asked, and IVA 16%. Invented figures, Paquetexpress's shape.
 */

export interface PxMockPackage {
  quantity: number;
  weight: number;
  longShip: number;
  widthShip: number;
  highShip: number;
}

export interface PxMockQuoteInput {
  originZip: string;
  destinationZip: string;
  packages: PxMockPackage[];
  homeDelivery: boolean;
  pickupAtAddress: boolean;
  /** Declared value to insure in MXN; 0 = no insurance. */
  insuredValue: number;
}

interface MockService {
  id: string;
  serviceType: string;
  serviceName: string;
  base: number;
  perKg: number;
  /** Transit days by zone 1…5; null = not offered in that zone. */
  days: readonly (number | null)[];
}

/** Names as Paquetexpress's quoter gives them (serviceName). */
export const PX_MOCK_SERVICES: readonly MockService[] = [
  {
    id: 'STD-T',
    serviceType: 'ST',
    serviceName: 'Standard',
    base: 95,
    perKg: 9,
    days: [1, 2, 2, 3, 4],
  },
  {
    id: 'SEG-2D',
    serviceType: '2D',
    serviceName: 'Express 2 Day',
    base: 140,
    perKg: 12,
    days: [2, 2, 2, 2, 2],
  },
  {
    id: 'SEG-DS',
    serviceType: 'DS',
    serviceName: 'Express OneDay',
    base: 185,
    perKg: 16,
    days: [1, 1, 1, 1, 1],
  },
  {
    id: 'SEG-A12',
    serviceType: 'A12',
    serviceName: 'Express MidDay',
    base: 240,
    perKg: 19,
    days: [1, 1, 1, 1, null],
  },
  {
    id: 'SEG-MD',
    serviceType: 'MD',
    serviceName: 'Express Same Day',
    base: 290,
    perKg: 22,
    days: [0, null, null, null, null],
  },
];

const EAD_CENTS = 3800;
const RAD_CENTS = 4200;
const MIN_INSURANCE_CENTS = 2500;

/** 1 same 3-digit area, 2 same 2-digit (state), 3 same first digit, 4 neighbours, 5 far. */
export function pxMockZone(originZip: string, destinationZip: string): number {
  if (originZip.slice(0, 3) === destinationZip.slice(0, 3)) return 1;
  if (originZip.slice(0, 2) === destinationZip.slice(0, 2)) return 2;
  if (originZip[0] === destinationZip[0]) return 3;
  return Math.abs(Number(originZip[0]) - Number(destinationZip[0])) <= 3 ? 4 : 5;
}

/** Billable kg of all packages: per package max(actual, volumetric / 5000), whole kg up. */
export function pxMockBillableKg(packages: readonly PxMockPackage[]): number {
  return packages.reduce((sum, p) => {
    const kg = billableWholeKg(p.weight, p.longShip, p.widthShip, p.highShip);
    return sum + kg * Math.max(1, p.quantity);
  }, 0);
}

const pesos = (cents: number) => cents / 100;

const day = (instant: number, days: number) =>
  new Date(instant + days * 86_400_000).toISOString().slice(0, 10);

export function pxMockQuotations(input: PxMockQuoteInput, now: number): PxQuotation[] {
  const zone = pxMockZone(input.originZip, input.destinationZip);
  const kg = pxMockBillableKg(input.packages);
  const services =
    (input.homeDelivery ? EAD_CENTS : 0) +
    (input.pickupAtAddress ? RAD_CENTS : 0) +
    (input.insuredValue > 0
      ? Math.max(MIN_INSURANCE_CENTS, Math.round(input.insuredValue * 1.5))
      : 0);
  return PX_MOCK_SERVICES.flatMap((service): PxQuotation[] => {
    const days = service.days[zone - 1];
    if (days === null || days === undefined) return [];
    const shipping = Math.round((service.base + service.perKg * kg) * (100 + 15 * (zone - 1)));
    const subtotal = shipping + services;
    const tax = Math.round(subtotal * 0.16);
    const quotation = {
      serviceType: service.serviceType,
      id: service.id,
      idRef: service.id,
      serviceName: service.serviceName,
      serviceInfoDescr: `${service.serviceName} zona ${zone}`,
      promiseDate: day(now, days),
      promiseDateDaysQty: days,
      promiseDateHoursQty: days * 24,
      inOffer: false,
      amount: {
        shpAmnt: pesos(shipping),
        discAmnt: 0,
        srvcAmnt: pesos(services),
        subTotlAmnt: pesos(subtotal),
        taxAmnt: pesos(tax),
        taxRetAmnt: 0,
        totalAmnt: pesos(subtotal + tax),
      },
    };
    return [quotation];
  });
}
