import {
  CarrierError,
  type PickupRequest,
  type PickupResult,
  type TrackResult,
  type TrackingStatus,
} from '../carrier-connector';
import { estafetaCode } from './estafeta.mapper';
import type { EstafetaSettings } from './estafeta.settings';
import type {
  EstafetaPickupReply,
  EstafetaPickupRequest,
  EstafetaStatus,
  EstafetaTrackReply,
  EstafetaTrackRequest,
} from './estafeta.types';

export function buildEstafetaTrackRequest(
  numbers: string[],
  settings: Pick<EstafetaSettings, 'customerNumber'>,
): EstafetaTrackRequest {
  return {
    inputType: 0,
    itemReference: { clientNumber: settings.customerNumber, referenceCode: [] },
    itemsSearch: numbers,
    searchType: 0,
  };
}

/**
 * Estafeta's status codes (the mock's, [GUESS]: the public material names the fields, not the
 * codes), then its Spanish names as a fallback for codes not listed.
 */
const BY_CODE: Readonly<Record<string, TrackingStatus>> = {
  DOC: 'created',
  REC: 'picked_up',
  TRA: 'in_transit',
  RUT: 'out_for_delivery',
  ENT: 'delivered',
  EXC: 'exception',
  DEV: 'returned',
};
const BY_WORDS: [RegExp, TrackingStatus][] = [
  [/devuel|devoluci/i, 'returned'],
  [/entregad|confirmado/i, 'delivered'],
  [/ruta de entrega|en reparto/i, 'out_for_delivery'],
  [/recolect|recibido/i, 'picked_up'],
  [/tr[aá]nsito|centro de distribuci/i, 'in_transit'],
  [/documentad|alta|creada/i, 'created'],
  [/excepci|incidencia|no entregad/i, 'exception'],
];

export function estafetaStatus(status: EstafetaStatus): TrackingStatus {
  const byCode = BY_CODE[String(status.code).toUpperCase()];
  if (byCode) return byCode;
  return BY_WORDS.find(([re]) => re.test(status.spanishName ?? ''))?.[1] ?? 'in_transit';
}

/** Estafeta's local date-time ("2026-11-27T10:05:00", Mexico City, UTC−6) as an instant. */
function instantOf(local: string): Date {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(local);
  const date = new Date(hasZone ? local : `${local.replace(' ', 'T')}-06:00`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/**
 * One result per number asked. Estafeta's tracking-item-status gives the current status only,
 * so each known number answers one event: where it is now.
 */
export function parseEstafetaTrackReply(reply: unknown, asked: string[]): TrackResult[] {
  const items = (reply as Partial<EstafetaTrackReply> | null)?.items;
  if (!Array.isArray(items)) {
    throw new CarrierError('unavailable', 'Estafeta answered the tracking request unreadably');
  }
  return asked.map((number, index) => {
    const item = items.find((i) => i?.wayBill === number) ?? items[index];
    const status = item?.statusCurrent;
    if (!status || item?.error) return { tracking_number: number, status: null, events: [] };
    const normal = estafetaStatus(status);
    return {
      tracking_number: number,
      status: normal,
      events: [
        {
          status: normal,
          code: String(status.code),
          description: status.spanishName || status.englishName || String(status.code),
          occurred_at: instantOf(status.localDateTime),
          city: status.warehouseName ?? null,
          state: null,
          country_code: 'MX',
        },
      ],
    };
  });
}

export function buildEstafetaPickupRequest(
  request: PickupRequest,
  settings: Pick<EstafetaSettings, 'customerNumber'>,
): EstafetaPickupRequest {
  const o = request.origin;
  return {
    AccountNumber: settings.customerNumber,
    RequesterName: o.name.slice(0, 50),
    RequesterEmail: o.email,
    PickupType: 'Regular',
    PickupDayPart: request.from < '12:00' ? 'morning' : 'afternoon',
    PickupDate: request.date,
    PickupAddress: {
      ShortName: (o.company || o.name).slice(0, 30),
      Country: 'MEX',
      PostalCode: o.postal_code,
      State: o.state,
      City: o.city,
      Neighborhood: o.neighborhood ?? '',
      Address1: o.street,
      ExternalNumber: o.number,
      InternalNumber: o.interior_number ?? '',
      ReferenceData: o.reference ?? '',
    },
    PickupPackageList: request.parcels.map((p) => ({
      PackageType: 'Paquete',
      Length: p.length_cm,
      Width: p.width_cm,
      Height: p.height_cm,
      Weight: p.weight_kg,
      Quantity: 1,
      Description: (request.tracking_numbers ?? [request.tracking_number]).join(' '),
    })),
    PickupAlert_Primary: { Name: o.name, EmailAddress: o.email, PhoneNumber: o.phone },
  };
}

export function parseEstafetaPickupReply(reply: unknown): PickupResult {
  const r = reply as Partial<EstafetaPickupReply> | null;
  if (!r || typeof r !== 'object' || r.Code === undefined) {
    throw new CarrierError('unavailable', 'Estafeta answered the pickup request unreadably');
  }
  if (Number(r.Code) !== 0 || !r.Folio) {
    throw new CarrierError(
      'rejected',
      r.Description || 'Estafeta did not book the pickup',
      estafetaCode(r.Code),
    );
  }
  return { reference_number: r.Folio, location: r.Warehouse ?? null };
}
