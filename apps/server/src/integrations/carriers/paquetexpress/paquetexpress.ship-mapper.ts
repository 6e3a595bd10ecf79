import { toDecimalString, zonedInstant } from '@despacho/domain';
import {
  CarrierError,
  type ConnectorParty,
  type ConnectorShipParcel,
  type PickupRequest,
  type PickupResult,
  type ShipRequest,
} from '../carrier-connector';
import { ceilTo } from './paquetexpress.rate-mapper';
import type {
  PxInfotrackData,
  PxInfotrackReplyData,
  PxPickupOrder,
  PxWaybillAddress,
  PxWaybillData,
  PxWaybillItem,
} from './paquetexpress.types';

/**
 * Pure translation of the product's ship, cancel, pickup and ZPL requests into the `data` of
 * Paquetexpress's RadRestFul envelopes ("API Especificaciones Envíos y Recolecciones",
 * "API_InfoTrack_ZPL"), and of their answers back.
 */

/** SAT Carta Porte product key "01010101" (no existe en el catálogo): the kit's default. */
export const PX_DEFAULT_SAT_PRODUCT = '01010101';

const upper = (value: string | null | undefined, max = 60) =>
  (value ?? '').trim().toUpperCase().slice(0, max);

function addressOf(
  party: ConnectorParty,
  addrType: PxWaybillAddress['addrType'],
): PxWaybillAddress {
  const number = [party.number, party.interior_number ? `INT ${party.interior_number}` : '']
    .filter(Boolean)
    .join(' ');
  const address: PxWaybillAddress = {
    addrLin1: 'MEXICO',
    addrLin3: upper(party.state),
    addrLin4: upper(party.city),
    addrLin5: upper(party.city),
    addrLin6: upper(party.neighborhood),
    zipCode: party.postal_code.trim(),
    strtName: upper(party.street),
    drnr: upper(number, 20),
    phno1: party.phone.replace(/\D/g, '').slice(-10),
    clntName: upper(party.company || party.name),
    email: party.email.trim(),
    contacto: upper(party.name),
    addrType,
  };
  if (party.rfc) address.rfc = upper(party.rfc, 13);
  return address;
}

function itemOf(parcel: ConnectorShipParcel): PxWaybillItem {
  return {
    srvcId: parcel.parcel_type === 'doc' ? 'ENVELOPES' : 'PACKETS',
    productIdSAT: PX_DEFAULT_SAT_PRODUCT,
    weight: String(ceilTo(parcel.weight_kg, 2)),
    volL: String(ceilTo(parcel.length_cm, 0)),
    volW: String(ceilTo(parcel.width_cm, 0)),
    volH: String(ceilTo(parcel.height_cm, 0)),
    cont: upper(parcel.contents, 40) || 'MERCANCIA',
    qunt: '1',
  };
}

/** POST /RadRestFul/api/rad/v1/guia data: one waybill, billed to the carrier's client id. */
export function buildPxWaybill(request: ShipRequest, clientId: string): PxWaybillData[] {
  if (!request.parcels.length) throw new CarrierError('rejected', 'A shipment needs a parcel');
  const insured = request.parcels.reduce((sum, p) => sum + (p.insured_value_cents ?? 0), 0);
  return [
    {
      billRad: 'REQUEST',
      billClntId: clientId,
      pymtMode: 'PAID',
      pymtType: 'C',
      comt: upper(request.origin.reference ?? '', 100),
      radGuiaAddrDTOList: [
        addressOf(request.origin, 'ORIGIN'),
        addressOf(request.destination, 'DESTINATION'),
      ],
      radSrvcItemDTOList: request.parcels.map(itemOf),
      listSrvcItemDTO: [
        { srvcId: 'EAD', value1: '' },
        ...(insured > 0 ? [{ srvcId: 'INV', value1: toDecimalString(insured) }] : []),
      ],
      typeSrvcId: request.service_code.trim().toUpperCase(),
      listRefs: [{ grGuiaRefr: request.reference }],
    },
  ];
}

/** The waybill answer's data is the tracking number (rastreo). */
export function parsePxWaybillReply(data: unknown): string {
  const number = typeof data === 'string' ? data.trim() : '';
  if (!/^[A-Z0-9]{6,30}$/i.test(number)) {
    throw new CarrierError('unavailable', 'Paquetexpress answered the waybill without a number');
  }
  return number;
}

/** POST /RadRestFul/api/rad/v1/cancelguia data: the tracking numbers to cancel. */
export const buildPxCancel = (trackingNumber: string): string[] => [trackingNumber.trim()];

/** POST /RadRestFul/api/rad/v1/infotrack data asking for the labels' ZPL (getZPL 1). */
export function buildPxInfotrack(trackingNumber: string): PxInfotrackData {
  return {
    header: {},
    solicitudEnvio: {
      datosAdicionales: { datoAdicional: [{ claveDataAd: 'getZPL', valorDataAd: '1' }] },
      rastreo: trackingNumber,
    },
  };
}

export function parsePxInfotrackZpl(data: unknown): string {
  const zpl = (data as Partial<PxInfotrackReplyData> | null)?.retornoSolicitud?.cadenaImpresion;
  if (typeof zpl !== 'string' || !zpl.includes('^XA')) {
    throw new CarrierError('unavailable', 'Paquetexpress answered InfoTrack without a ZPL label');
  }
  return zpl;
}

/** "09:30" → milliseconds since midnight (the kit's hourFrom 46800000 = 13:00). */
export function msOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) throw new CarrierError('rejected', `Not a time of day: ${time}`);
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

/** Epoch ms of midnight of a calendar day ("2026-11-24") in a time zone. */
export function zonedMidnight(day: string, timeZone: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(utc)) throw new CarrierError('rejected', `Not a day: ${day}`);
  return zonedInstant(day, 0, timeZone).getTime();
}

/**
 * POST /RadRestFul/api/rad/v1/order data: one order collecting every listed waybill (guiaNo
 * takes several, comma-separated; Paquetexpress takes the address from them).
 */
export function buildPxPickupOrder(request: PickupRequest): PxPickupOrder[] {
  const numbers = [...new Set([request.tracking_number, ...(request.tracking_numbers ?? [])])]
    .map((n) => n.trim())
    .filter(Boolean);
  return [
    {
      numbPack: String(Math.max(1, request.parcels.length)),
      planCollDate: zonedMidnight(request.date, request.time_zone),
      hourFrom: msOfDay(request.from),
      hourTo: msOfDay(request.to),
      guiaNo: numbers.join(','),
      radGuiaAddrDTOList: [],
    },
  ];
}

export function parsePxPickupReply(data: unknown): PickupResult {
  const order = typeof data === 'string' ? data.trim() : '';
  if (!order)
    throw new CarrierError('unavailable', 'Paquetexpress answered without an order number');
  return { reference_number: order, location: null };
}
