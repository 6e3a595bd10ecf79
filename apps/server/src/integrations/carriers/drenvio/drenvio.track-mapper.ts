import {
  CarrierError,
  type TrackingEventData,
  type TrackingStatus,
  type TrackResult,
} from '../carrier-connector';
import type { DrenvioTrackEvent, DrenvioTrackReply } from './drenvio.types';

/**
 * [GUESS] DrEnvío's tracking and cancel answers are not in the public material; this reads our
 * own contract (drenvio.types.ts), which the mock server speaks.
 */

/** DrEnvío's status words on the product's statuses. */
const STATUS: Readonly<Record<string, TrackingStatus>> = {
  CREATED: 'created',
  LABEL_CREATED: 'created',
  PICKED_UP: 'picked_up',
  IN_TRANSIT: 'in_transit',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  DELIVERED: 'delivered',
  EXCEPTION: 'exception',
  INCIDENT: 'exception',
  CANCELLED: 'exception',
  RETURNED: 'returned',
};

/** A status word as the product's status; an unknown word is a parcel on its way. */
export const trackingStatusOf = (word: string): TrackingStatus =>
  STATUS[
    word
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_')
  ] ?? 'in_transit';

const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function eventOf(event: DrenvioTrackEvent): TrackingEventData | null {
  if (!event || typeof event.status !== 'string') return null;
  const at = new Date(event.date);
  if (Number.isNaN(at.getTime())) return null;
  return {
    status: trackingStatusOf(event.status),
    code: event.status.trim().toUpperCase(),
    description: textOrNull(event.description) ?? event.status,
    occurred_at: at,
    city: textOrNull(event.city),
    state: textOrNull(event.state),
    country_code: textOrNull(event.country)?.toUpperCase() ?? null,
  };
}

/** A tracking reply for `tracking` as the product's result, events oldest first. */
export function parseDrenvioTrackReply(body: unknown, tracking: string): TrackResult {
  const reply = body as Partial<DrenvioTrackReply> | null;
  if (!reply || typeof reply !== 'object' || !Array.isArray(reply.events)) {
    throw new CarrierError('unavailable', 'Dr. Envío answered tracking unreadably');
  }
  const events = reply.events
    .map(eventOf)
    .filter((e): e is TrackingEventData => !!e)
    .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
  const status =
    typeof reply.status === 'string' && reply.status.trim()
      ? trackingStatusOf(reply.status)
      : (events.at(-1)?.status ?? null);
  return { tracking_number: tracking, status, events };
}

/** A cancel reply must say the label is cancelled. */
export function parseDrenvioCancelReply(body: unknown): void {
  const status = (body as { status?: unknown } | null)?.status;
  if (typeof status !== 'string' || status.trim().toUpperCase() !== 'CANCELLED') {
    throw new CarrierError('unavailable', 'Dr. Envío did not confirm the cancellation');
  }
}
