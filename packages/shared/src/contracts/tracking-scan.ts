import { z } from 'zod';

/**
 * What a carrier's scan said, normalised: the carriers' own words (Spanish or English, each its
 * own) map to these codes, which the reader's language names. A code equal to a tracking status
 * only restates it. A scan whose words are not known has none; its words are shown as sent.
 */
export const TRACKING_SCAN_CODES = [
  'created',
  'picked_up',
  'at_origin_facility',
  'departed_origin_facility',
  'in_transit',
  'arrived_destination_facility',
  'out_for_delivery',
  'delivered',
  'canceled',
] as const;
export type TrackingScanCode = (typeof TRACKING_SCAN_CODES)[number];
export const ZTrackingScanCode = z.enum(TRACKING_SCAN_CODES);
