/** What a carrier's tracking answers, in the product's words (re-exported by carrier-connector). */

/** The product's tracking statuses; every carrier's own codes map onto these. */
export const TRACKING_STATUSES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export interface TrackingEventData {
  status: TrackingStatus;
  /** The carrier's own event code ("PU", "DL"…), kept for staff. */
  code: string;
  description: string;
  occurred_at: Date;
  city: string | null;
  state: string | null;
  country_code: string | null;
}

export interface TrackResult {
  tracking_number: string;
  /** The latest status; null when the carrier does not know the number (yet). */
  status: TrackingStatus | null;
  /** Oldest first. */
  events: TrackingEventData[];
}
