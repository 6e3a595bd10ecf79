import type { LocalDateTime } from '../time/zoned-time';
import { parseTimeOfDay } from '../time/zoned-time';
import type { CandidateService, RejectionCode } from './types';
import { cmToHundredths, girthOf, kgToGrams, type MeasuredParcel } from './weight';

/** Built-in validator names, in the order they are evaluated (rating.md §6 rule 5). */
export const BUILT_IN_VALIDATORS = [
  'postal_code',
  'excluded_postal_code',
  'max_weight',
  'max_dimensions',
  'week_days',
  'schedule',
  'doc_only',
  'no_doc',
] as const;
export type BuiltInValidator = (typeof BUILT_IN_VALIDATORS)[number];

export interface ValidatorContext {
  readonly parcels: readonly MeasuredParcel[];
  readonly local: LocalDateTime;
}

type Check = (candidate: CandidateService, ctx: ValidatorContext) => RejectionCode | null;

function withinLimits(m: MeasuredParcel, max: readonly [number, number, number]): boolean {
  const limits = max.map(cmToHundredths).sort((a, b) => b - a);
  return m.sides.every((side, i) => side <= (limits[i] ?? 0));
}

/** start_at ≤ now ≤ end_at at minute precision; a window with end before start spans midnight. */
export function withinSchedule(
  minuteOfDay: number,
  startAt: string | null,
  endAt: string | null,
): boolean {
  const start = startAt ? parseTimeOfDay(startAt) : null;
  const end = endAt ? parseTimeOfDay(endAt) : null;
  if (start === null && end === null) return true;
  if (start === null) return minuteOfDay <= (end as number);
  if (end === null) return minuteOfDay >= start;
  if (start <= end) return minuteOfDay >= start && minuteOfDay <= end;
  return minuteOfDay >= start || minuteOfDay <= end;
}

export const VALIDATOR_CHECKS: Record<BuiltInValidator, Check> = {
  postal_code: (c) => (c.destination_in_postal_codes ? null : 'coverage.postal_code'),
  excluded_postal_code: (c) =>
    c.destination_in_postal_codes ? 'coverage.excluded_postal_code' : null,
  max_weight: (c, ctx) => {
    const max = c.carrier.max_weight;
    if (max === null) return null;
    const limit = kgToGrams(max);
    return ctx.parcels.every((p) => p.weight_g <= limit) ? null : 'limit.weight';
  },
  max_dimensions: (c, ctx) => {
    const max = c.carrier.max_dimensions;
    const girth = c.carrier.max_length_girth ?? null;
    if (max !== null && !ctx.parcels.every((p) => withinLimits(p, max))) return 'limit.dimensions';
    if (girth !== null && !ctx.parcels.every((p) => girthOf(p) <= cmToHundredths(girth)))
      return 'limit.dimensions';
    return null;
  },
  week_days: (c, ctx) =>
    c.service.week_days.includes(ctx.local.weekday) ? null : 'schedule.week_day',
  schedule: (c, ctx) =>
    withinSchedule(ctx.local.hour * 60 + ctx.local.minute, c.service.start_at, c.service.end_at)
      ? null
      : 'schedule.hours',
  doc_only: (_c, ctx) => (ctx.parcels.every((p) => p.is_doc) ? null : 'parcel.doc_only'),
  no_doc: (_c, ctx) => (ctx.parcels.some((p) => p.is_doc) ? 'parcel.no_doc' : null),
};

const isBuiltIn = (name: string): name is BuiltInValidator => name in VALIDATOR_CHECKS;

/**
 * Active validators of carrier and service, each evaluated once in a fixed order so the code a
 * test or the "why not" view sees does not depend on how the rows were attached. Names the
 * engine does not know are skipped: a validator is data staff create, and an unknown one must
 * not silently hide every service.
 */
export function failedValidator(
  candidate: CandidateService,
  ctx: ValidatorContext,
): RejectionCode | null {
  const { carrier, service } = candidate;
  if (carrier.validators.length === 0 && service.validators.length === 0) return null;
  const names = new Set<string>();
  for (const v of carrier.validators) if (v.status === 'active') names.add(v.name);
  for (const v of service.validators) if (v.status === 'active') names.add(v.name);
  for (const name of BUILT_IN_VALIDATORS) {
    if (!names.has(name) || !isBuiltIn(name)) continue;
    // Zonal services are covered by their zones; postal-code lists do not apply to them.
    if (
      service.service_type === 'zonal' &&
      (name === 'postal_code' || name === 'excluded_postal_code')
    )
      continue;
    const code = VALIDATOR_CHECKS[name](candidate, ctx);
    if (code) return code;
  }
  return null;
}
