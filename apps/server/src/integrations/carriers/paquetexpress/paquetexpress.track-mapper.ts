import type { TrackResult, TrackingEventData, TrackingStatus } from '../carrier-connector';
import type { PxTrackEvent } from './paquetexpress.types';

/**
 * Paquetexpress's tracking history (GET /ptxws/rest/api/v3/guia/historico/{rastreo}/{token})
 * as the product's statuses, by the event codes of its StatusList v4.5 (carriers.md §4). A
 * cancelled waybill (CWB, CBK) is an exception: the product has no "cancelled" status.
 */
const STATUS_CODES: Readonly<Record<TrackingStatus, readonly string[]>> = {
  created: ['SWB'],
  picked_up: ['HCM'],
  in_transit: ['HCA', 'TRN', 'WHU', 'OTN', 'REO', 'RGS'],
  out_for_delivery: ['HTC'],
  delivered: ['HDC', 'BDL'],
  exception: [
    'HDR',
    'HNR',
    'CWB',
    'CBK',
    'CBD',
    'NRC',
    'EXL',
    'CDG',
    'CGS',
    'CLS',
    'DEC',
    'EOP',
    'ERS',
    'SIN',
  ],
  returned: ['RGR'],
};

const STATUS_BY_CODE: ReadonlyMap<string, TrackingStatus> = new Map(
  Object.entries(STATUS_CODES).flatMap(([status, codes]) =>
    codes.map((code) => [code, status as TrackingStatus] as const),
  ),
);

export function pxTrackingStatus(code: string | null | undefined): TrackingStatus | null {
  return STATUS_BY_CODE.get((code ?? '').trim().toUpperCase()) ?? null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function eventOf(raw: Partial<PxTrackEvent>): TrackingEventData | null {
  const code = text(raw.eventoId)?.toUpperCase() ?? '';
  const status = pxTrackingStatus(code);
  const at = Number(raw.fechahora);
  if (!status || !Number.isFinite(at)) return null;
  return {
    status,
    code,
    description: text(raw.status) ?? text(raw.eventoDescripcion) ?? code,
    occurred_at: new Date(at),
    city: text(raw.ciudadEvento) ?? text(raw.sucursal),
    state: null,
    country_code: 'MX',
  };
}

/** One number's history, oldest first; no events (unknown number) is status null. */
export function parsePxTrackReply(trackingNumber: string, data: unknown): TrackResult {
  const rows = Array.isArray(data) ? (data as Partial<PxTrackEvent>[]) : [];
  const events = rows
    .map(eventOf)
    .filter((e): e is TrackingEventData => e !== null)
    .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
  return {
    tracking_number: trackingNumber,
    status: events.at(-1)?.status ?? null,
    events,
  };
}
