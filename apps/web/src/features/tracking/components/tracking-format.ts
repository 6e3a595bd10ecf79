import type { Locale, TrackingStatusValue } from '@despacho/shared';

/** The road a parcel travels; exception and returned leave it (shown in red). */
export const TRACKING_STEPS = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly TrackingStatusValue[];

export const isTrouble = (status: TrackingStatusValue | null | undefined) =>
  status === 'exception' || status === 'returned' || status === 'canceled';

/** An event's moment in the reader's language; in the reader's own clock unless a zone is given. */
export function formatEventTime(value: string, locale: Locale, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

export const eventPlace = (e: { city: string | null; state: string | null }) =>
  [e.city, e.state].filter(Boolean).join(', ');
