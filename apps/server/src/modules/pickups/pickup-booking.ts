import { carrierReason } from '../../integrations/carriers/carrier-error-text';
import {
  parseTimeOfDay,
  pickupDays,
  PICKUP_WINDOWS,
  WEEKDAYS_MON_FRI,
  zonedInstant,
} from '@despacho/domain';
import { validationText } from '@despacho/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, providers, services, type ShipmentRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import {
  CarrierError,
  type CarrierConnector,
  type ConnectorContext,
  type PickupRequest,
  type PickupResult,
} from '../../integrations/carriers/carrier-connector';
import type { Logger } from '../../lib/logger';
import type { CatalogueCarrier } from '../quotes/catalogue-snapshot';
import { carrierOfShipment, connectorContext } from '../shipments/shipment-carrier';
import { partyOf } from '../shipments/shipment-label';
import { factsOf } from '../shipments/shipment-rules';
import { latestPickupOf } from './pickups.repository';
import './pickups-messages';

/** The shipment as the pickup rules read it: its provider, its service's pickup flag, its pickup. */
export async function pickupFactsOf(tx: Tx, row: ShipmentRow) {
  const [named] = await tx
    .select({ code: providers.code, hasPickup: services.hasPickup })
    .from(services)
    .innerJoin(carriers, eq(carriers.id, services.carrierId))
    .innerJoin(providers, eq(providers.id, carriers.providerId))
    .where(eq(services.id, row.serviceId ?? 0));
  const latest = await latestPickupOf(tx, row.id);
  return {
    latest,
    facts: factsOf(row, {
      providerCode: named?.code ?? null,
      serviceHasPickup: named?.hasPickup ?? false,
      pickupStatus: latest?.status ?? null,
    }),
  };
}

const notOffered = () =>
  new AppError('conflict', undefined, { fields: { base: ['v.pickup_not_offered'] } });

/** The shipment's carrier and the connector that books its pickups (409 when there is none). */
export async function pickupCarrier(
  ctx: ServiceContext,
  carrierId: number | null,
): Promise<{ carrier: CatalogueCarrier; connector: CarrierConnector }> {
  const carrier = carrierId === null ? null : await carrierOfShipment(ctx, carrierId);
  const connector = carrier ? ctx.deps.connectors.get(carrier.providerCode) : null;
  if (!carrier || !connector?.pickup) throw notOffered();
  return { carrier, connector };
}

/** The days this carrier collects from now on (its weekdays, no rest day, the 12:00 rule). */
export const carrierPickupDays = (ctx: ServiceContext, connector: CarrierConnector, now: Date) =>
  pickupDays(now, {
    weekdays: connector.pickupWeekdays ?? WEEKDAYS_MON_FRI,
    timeZone: ctx.tenant.timeZone,
  });

function dayList(days: string[], locale: ServiceContext['locale']): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return days
    .slice(0, 5)
    .map((d) => format.format(new Date(`${d}T00:00:00Z`)))
    .join(', ');
}

export interface PickupSlot {
  date: string;
  window: (typeof PICKUP_WINDOWS)[number];
  dateFrom: Date;
  dateTo: Date;
}

/**
 * The day asked for, if the carrier collects then (blank = the earliest such day), in one of
 * the three windows; otherwise a 422 on `date` naming the days it does collect.
 */
export function pickupSlot(
  ctx: ServiceContext,
  connector: CarrierConnector,
  input: { date?: string | null; window?: string | null },
  now = new Date(),
): PickupSlot {
  const days = carrierPickupDays(ctx, connector, now);
  if (!days.length)
    throw new AppError('conflict', undefined, { fields: { base: ['v.pickup_no_days'] } });
  const date = input.date || days[0]!;
  if (!days.includes(date)) {
    throw new AppError('validation_failed', undefined, {
      fields: {
        date: [validationText('v.pickup_day', ctx.locale, { days: dayList(days, ctx.locale) })],
      },
    });
  }
  const window = PICKUP_WINDOWS.find((w) => w.id === input.window) ?? PICKUP_WINDOWS[0];
  const tz = ctx.tenant.timeZone;
  return {
    date,
    window,
    dateFrom: zonedInstant(date, parseTimeOfDay(window.from) ?? 9 * 60, tz),
    dateTo: zonedInstant(date, parseTimeOfDay(window.to) ?? 12 * 60, tz),
  };
}

/** A shipment's parcel as a pickup request declares it. */
export const pickupParcelOf = (row: ShipmentRow) => ({
  weight_kg: row.parcel!.weight,
  length_cm: row.parcel!.length,
  width_cm: row.parcel!.width,
  height_cm: row.parcel!.height,
});

/**
 * What the carrier is asked for: the shipment's origin and parcel, the day and the window. A
 * new booking collects this shipment alone (`tracking_numbers` = its own number).
 */
export const pickupRequestOf = (ctx: ServiceContext, row: ShipmentRow, slot: PickupSlot) =>
  ({
    tracking_number: row.trackingNumber ?? '',
    tracking_numbers: row.trackingNumber ? [row.trackingNumber] : [],
    origin: partyOf(row.origin!),
    parcels: [pickupParcelOf(row)],
    date: slot.date,
    from: slot.window.from,
    to: slot.window.to,
    time_zone: ctx.tenant.timeZone,
  }) satisfies PickupRequest;

/** The carrier's answer as the pickup row keeps it: a confirmation, or its refusal in words. */
export const bookAtCarrier = (
  ctx: ServiceContext,
  carrier: CatalogueCarrier,
  connector: CarrierConnector,
  request: PickupRequest,
) => askCarrier(ctx, carrier, (context) => connector.pickup!(context, request));

/** A booking or change call's answer as a pickup row keeps it (refusals in the carrier's words). */
export async function askCarrier(
  ctx: ServiceContext,
  carrier: CatalogueCarrier,
  call: (context: ConnectorContext) => Promise<PickupResult>,
) {
  const { context, done } = connectorContext(ctx.deps, carrier);
  try {
    const result = await call(context);
    return {
      status: 'generated' as const,
      referenceNumber: result.reference_number,
      location: result.location,
      errorMessage: null,
    };
  } catch (err) {
    const message = carrierReason(err);
    ctx.log.warn({ carrierId: carrier.data.id, err: message }, 'pickup refused');
    return {
      status: 'error' as const,
      referenceNumber: null,
      location: null,
      errorMessage: message,
    };
  } finally {
    done();
  }
}

/**
 * A pickup job's failed carrier call, logged. A refusal is the carrier's answer (asking again
 * changes nothing) and so is the last attempt: the caller records it. An outage throws again,
 * so the queue retries.
 */
export function retryUnlessAnswered(
  log: Logger,
  err: unknown,
  entry: { pickupId: number; err: string },
  what: string,
  lastAttempt: boolean,
): void {
  const answered = err instanceof CarrierError && ['rejected', 'config'].includes(err.kind);
  log.warn({ ...entry, lastAttempt }, what);
  if (!answered && !lastAttempt) throw err;
}
