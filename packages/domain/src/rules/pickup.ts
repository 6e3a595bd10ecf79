import { DEFAULT_TIME_ZONE } from '@despacho/shared';
import {
  addDaysToDateKey,
  localDateKey,
  localDateTime,
  parseTimeOfDay,
  zonedInstant,
} from '../time/zoned-time';

export const PICKUP_CUTOFF_HOUR = 12;

export const PICKUP_WINDOWS = [
  { id: 'morning', from: '09:00', to: '12:00' },
  { id: 'midday', from: '12:00', to: '15:00' },
  { id: 'afternoon', from: '15:00', to: '18:00' },
] as const;
export type PickupWindowId = (typeof PICKUP_WINDOWS)[number]['id'];
export const DEFAULT_PICKUP_WINDOW: PickupWindowId = 'morning';

/** Requested before 12:00 tenant-local → today, from 12:00:00 on → tomorrow ("YYYY-MM-DD"). */
export function pickupDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const today = localDateKey(now, timeZone);
  return localDateTime(now, timeZone).hour < PICKUP_CUTOFF_HOUR
    ? today
    : addDaysToDateKey(today, 1);
}

export interface PickupSchedule {
  readonly date: string;
  readonly window: PickupWindowId;
  readonly date_from: Date;
  readonly date_to: Date;
}

export function schedulePickup(
  now: Date,
  window: PickupWindowId = DEFAULT_PICKUP_WINDOW,
  timeZone: string = DEFAULT_TIME_ZONE,
): PickupSchedule {
  const w = PICKUP_WINDOWS.find((x) => x.id === window) ?? PICKUP_WINDOWS[0];
  const date = pickupDate(now, timeZone);
  return {
    date,
    window: w.id,
    date_from: zonedInstant(date, parseTimeOfDay(w.from) ?? 0, timeZone),
    date_to: zonedInstant(date, parseTimeOfDay(w.to) ?? 0, timeZone),
  };
}

/** A retry never edits the failed pickup: it drops the id and carrier answers and saves anew. */
export function pickupRetryDraft<
  P extends {
    id?: unknown;
    reference_number?: unknown;
    tracking_number?: unknown;
    status?: unknown;
  },
>(pickup: P): Omit<P, 'id' | 'reference_number' | 'tracking_number' | 'status'> {
  const {
    id: _id,
    reference_number: _ref,
    tracking_number: _tracking,
    status: _status,
    ...rest
  } = pickup;
  return rest;
}
