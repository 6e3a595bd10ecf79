import {
  CarrierError,
  type TrackingEventData,
  type TrackingStatus,
  type TrackResult,
} from '../carrier-connector';
import type { DhlQuery } from './dhl-express.client';

/** GET /tracking's answer, as far as the connector reads it. */
export interface DhlTrackEvent {
  date: string;
  time: string;
  GMTOffset?: string;
  typeCode: string;
  description?: string;
  serviceArea?: { code?: string; description?: string }[];
  signedBy?: string;
}

export interface DhlTrackShipment {
  shipmentTrackingNumber: string | number;
  status?: string;
  description?: string;
  events?: DhlTrackEvent[];
}

export interface DhlTrackReply {
  shipments: DhlTrackShipment[];
}

/** How many numbers one GET /tracking may carry. */
export const DHL_TRACK_BATCH = 200;

/** The query of one GET /tracking: every number repeated, all checkpoints at shipment level. */
export function buildDhlTrackQuery(numbers: readonly string[]): DhlQuery {
  return [
    ...numbers.map((n) => ['shipmentTrackingNumber', n] as const),
    ['trackingView', 'all-checkpoints'],
    ['levelOfDetail', 'shipment'],
  ];
}

/** DHL's checkpoint codes (status_1.csv) onto the product's statuses; others are in transit. */
const STATUS_OF: Readonly<Record<string, TrackingStatus>> = {
  PU: 'picked_up',
  WC: 'out_for_delivery',
  OK: 'delivered',
  DD: 'delivered',
  PD: 'delivered',
  RT: 'returned',
  NH: 'exception',
  CA: 'exception',
  BA: 'exception',
  RD: 'exception',
  OH: 'exception',
  HP: 'exception',
  MS: 'exception',
  MD: 'exception',
  SS: 'exception',
  CD: 'exception',
  UD: 'exception',
  CC: 'exception',
};

export const dhlEventStatus = (typeCode: string): TrackingStatus =>
  STATUS_OF[typeCode.trim().toUpperCase()] ?? 'in_transit';

/** "2026-11-24" + "13:56:21" + "-06:00" (or "+01:00", "GMT-06:00") as an instant. */
function instantOf(event: DhlTrackEvent): Date | null {
  const offset = /([+-]\d{2}):?(\d{2})/.exec(event.GMTOffset ?? '');
  const zone = offset ? `${offset[1]}:${offset[2]}` : 'Z';
  const at = new Date(`${event.date}T${event.time}${zone}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "MONTERREY - MEXICO" → city and country as DHL's service area describes them. */
function placeOf(event: DhlTrackEvent): Pick<TrackingEventData, 'city' | 'country_code'> {
  const description = event.serviceArea?.[0]?.description?.trim();
  if (!description) return { city: null, country_code: null };
  const [city] = description.split(' - ');
  return { city: city?.trim() || null, country_code: null };
}

function eventsOf(shipment: DhlTrackShipment): TrackingEventData[] {
  const events: TrackingEventData[] = [];
  for (const event of Array.isArray(shipment.events) ? shipment.events : []) {
    if (!event || typeof event.typeCode !== 'string') continue;
    const occurred = instantOf(event);
    if (!occurred) continue;
    events.push({
      status: dhlEventStatus(event.typeCode),
      code: event.typeCode,
      description: (event.description ?? event.typeCode).trim(),
      occurred_at: occurred,
      ...placeOf(event),
      state: null,
    });
  }
  return events.sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
}

/**
 * One result per number asked: a shipment DHL knows is `created` until its first checkpoint,
 * then the latest checkpoint's status; a number DHL does not know answers `status: null`.
 */
export function parseDhlTrackReply(reply: unknown, asked: readonly string[]): TrackResult[] {
  const shipments = (reply as Partial<DhlTrackReply> | null)?.shipments;
  if (!Array.isArray(shipments)) {
    throw new CarrierError('unavailable', 'DHL answered the tracking request unreadably');
  }
  const known = new Map(shipments.map((s) => [String(s?.shipmentTrackingNumber ?? ''), s]));
  return asked.map((number) => {
    const shipment = known.get(number);
    if (!shipment) return { tracking_number: number, status: null, events: [] };
    const events = eventsOf(shipment);
    return {
      tracking_number: number,
      status: events.at(-1)?.status ?? 'created',
      events,
    };
  });
}
