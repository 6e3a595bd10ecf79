import {
  OVERWEIGHT_STATUS_CODES,
  OVERWEIGHT_STATUSES,
  type OverweightStatus,
} from '@despacho/shared';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { OverweightReader } from './overweight-access';
import type { OverweightFilters } from './overweights.repository';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const STATUS_INPUT = /^(0|1|2|3|unpaid|paid|rebated|refunded)$/;

/** The list's filters (`where[...]`), as the list's query and the export's body take them. */
export const OVERWEIGHT_FILTER_SCHEMAS = {
  shipment_id: id,
  tracking_number: z.string().trim().max(40),
  status: z.string().trim().regex(STATUS_INPUT, { error: 'v.invalid_value' }),
  carrier_id: id,
  service_id: id,
  user_email: z.string().trim().max(254),
};

const ZFilters = z.object(
  Object.fromEntries(
    Object.entries(OVERWEIGHT_FILTER_SCHEMAS).map(([k, s]) => [k, s.optional().or(z.literal(''))]),
  ) as Record<string, z.ZodType>,
);

/** The spec's numeric code (or the status's name) as the status. */
export function statusOf(input: string): OverweightStatus | undefined {
  if (/^\d$/.test(input))
    return OVERWEIGHT_STATUSES.find((s) => OVERWEIGHT_STATUS_CODES[s] === Number(input));
  return OVERWEIGHT_STATUSES.find((s) => s === input);
}

/**
 * Filters from `where` (already checked by the route's schema, or checked here for a body):
 * customers always see their account's rows, and their carrier and e-mail filters are ignored.
 */
export function filtersOf(
  where: Record<string, unknown>,
  reader: OverweightReader,
): OverweightFilters {
  const parsed = ZFilters.safeParse(where);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'base');
    throw new AppError('validation_failed', undefined, {
      fields: { [field]: ['v.invalid_value'] },
    });
  }
  const w = parsed.data as Record<string, string | number | undefined>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const num = (v: unknown) => (v === '' || v === undefined ? undefined : Number(v));
  const f: OverweightFilters = {
    shipmentNumber: num(w.shipment_id),
    trackingNumber: text(w.tracking_number),
    status: text(w.status) ? statusOf(String(w.status)) : undefined,
    serviceId: num(w.service_id),
  };
  if (reader.kind === 'customer') return { ...f, userId: reader.accountId };
  return { ...f, carrierId: num(w.carrier_id), userEmail: text(w.user_email) };
}

/**
 * An export's body: `{where: {...}}` (its keys plain or as `where[status]`), `where[status]`
 * keys, or the filters at the top; anything else is dropped.
 */
export function whereOfBody(body: unknown): Record<string, unknown> {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const nested = b.where && typeof b.where === 'object' ? (b.where as Record<string, unknown>) : {};
  const where: Record<string, unknown> = {};
  for (const [k, v] of [...Object.entries(b), ...Object.entries(nested)]) {
    const key = /^where\[(\w+)\]$/.exec(k)?.[1] ?? k;
    if (key in OVERWEIGHT_FILTER_SCHEMAS) where[key] = v;
  }
  return where;
}
