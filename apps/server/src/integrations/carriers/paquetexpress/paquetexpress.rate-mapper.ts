import { parseMoney, toDecimalString } from '@despacho/domain';
import { CarrierError, type QuotedService, type RateRequest } from '../carrier-connector';
import { PX_DEVICE, PX_QUOTER_TARGET, pxEnvelope } from './paquetexpress.envelope';
import type { PaquetexpressSettings } from './paquetexpress.settings';
import type { PxQuotation, PxQuoteData, PxQuoteReplyData, PxRequest } from './paquetexpress.types';

/**
 * Pure translation between the product's rate request (cm, kg, centavos) and Paquetexpress's
 * quoter (MC_1009 canonical model), tested against the integration kit's published sample.
 */

/** Paquetexpress's services (quotation `id`, the waybill's typeSrvcId) and their names. */
export const PEXPRESS_SERVICES = [
  { code: 'STD-T', name: 'Estándar terrestre', quoterType: 'ST' },
  { code: 'SEG-DS', name: 'Express día siguiente', quoterType: 'DS' },
  { code: 'SEG-A12', name: 'Express antes de las 12', quoterType: 'A12' },
  { code: 'SEG-2D', name: 'Express segundo día', quoterType: '2D' },
  { code: 'SEG-MD', name: 'Express mismo día', quoterType: 'MD' },
] as const;

/**
 * The colony the quoter requires (colonyName) when the product knows none at quote time: the
 * kit's sample's "CENTRO"; Paquetexpress prices by postal code.
 */
const DEFAULT_COLONY = 'CENTRO';

/** Rounds up to `decimals` places (2.0001 kg → 2.01; 10.2 cm → 11). */
export const ceilTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.ceil(Number((value * factor).toFixed(6))) / factor;
};

export function buildPxQuoteRequest(
  request: RateRequest,
  settings: Pick<PaquetexpressSettings, 'user' | 'password' | 'quoteToken'>,
): PxRequest<PxQuoteData> {
  if (!request.parcels.length) {
    throw new CarrierError('rejected', 'A shipment needs at least one parcel');
  }
  const insured = request.insured_value_cents ?? 0;
  const address = (postalCode: string) => ({
    zipCode: postalCode.trim(),
    colonyName: DEFAULT_COLONY,
  });
  return pxEnvelope(
    { user: settings.user, password: settings.password, type: 1, token: settings.quoteToken },
    {
      clientAddrOrig: address(request.origin.postal_code),
      clientAddrDest: address(request.destination.postal_code),
      services: {
        // Home delivery (EAD); parcels are dropped at a branch or collected by a pickup order.
        dlvyType: '1',
        ackType: 'N',
        totlDeclVlue: insured > 0 ? Number(toDecimalString(insured)) : 0,
        invType: insured > 0 ? 'A' : 'N',
        radType: '0',
      },
      otherServices: { otherServices: [] },
      shipmentDetail: {
        shipments: request.parcels.map((parcel, i) => ({
          sequence: i + 1,
          quantity: 1,
          shpCode: '2',
          weight: ceilTo(parcel.weight_kg, 2),
          longShip: ceilTo(parcel.length_cm, 0),
          widthShip: ceilTo(parcel.width_cm, 0),
          highShip: ceilTo(parcel.height_cm, 0),
        })),
      },
      quoteServices: ['ALL'],
    },
    { device: PX_DEVICE, target: PX_QUOTER_TARGET, output: 'JSON' },
  );
}

function quotedService(q: PxQuotation): QuotedService | null {
  const code = typeof q?.id === 'string' ? q.id.trim().toUpperCase() : '';
  const total = q?.amount?.totalAmnt;
  if (!code || typeof total !== 'number' || !Number.isFinite(total) || total <= 0) return null;
  const days = q.promiseDateDaysQty;
  return {
    service_code: code,
    amount_cents: parseMoney(total.toFixed(2)),
    currency: 'MXN',
    transit_days: typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : null,
  };
}

/** The quotations as quoted services: the total with IVA and every surcharge, in MXN centavos. */
export function parsePxQuoteReply(data: unknown): QuotedService[] {
  const quotations = (data as Partial<PxQuoteReplyData> | null)?.quotations;
  if (!Array.isArray(quotations)) {
    throw new CarrierError(
      'unavailable',
      'Paquetexpress answered the quotation without quotations',
    );
  }
  return quotations.map(quotedService).filter((q): q is QuotedService => q !== null);
}
