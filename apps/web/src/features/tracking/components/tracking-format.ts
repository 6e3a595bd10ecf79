import type { Locale, TrackingStatusValue } from '@despacho/shared';
import { formatDateTime } from '../../../lib/format';

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

/** An event's moment, "10/03/2026 10:00", in the tenant's clock (the reader's would mislead). */
export const formatEventTime = (value: string, locale: Locale, timeZone?: string): string =>
  formatDateTime(value, locale, timeZone);

export const eventPlace = (e: { city: string | null; state: string | null }) =>
  [e.city, e.state].filter(Boolean).join(', ');
