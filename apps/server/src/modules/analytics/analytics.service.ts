import { isStaff, type Analytics, type AnalyticsQuery, type UserType } from '@despacho/shared';
import { toDecimalString } from '@despacho/domain';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { settingValue } from '../settings/settings.service';
import { dayRange } from './analytics-range';
import { marginFigures, visibleLayers } from './analytics-margins';
import {
  countsByStatus,
  figuresBy,
  figuresPerDay,
  overweightsPerDay,
  userExists,
  type AnalyticsScope,
  type DayFigures,
} from './analytics.repository';

const DAY_SECONDS = 86_400;
const oneDecimal = (seconds: number, n: number) => (seconds / n / DAY_SECONDS).toFixed(1);
const kgText = (grams: number) => (grams / 1000).toFixed(3);

/** Whose figures: a customer's are her paying account's; staff choose (or the whole tenant). */
async function scopeOf(ctx: ServiceContext, q: AnalyticsQuery) {
  authorize(ctx, 'read', 'Analytics');
  const actor = requireActor(ctx);
  const viewer = actor.userType as UserType;
  const staff = isStaff(viewer);
  const range = dayRange(q, ctx.tenant.timeZone);
  const userId = staff ? (q.user_id ?? null) : (actor.parentId ?? actor.id);
  if (staff && userId !== null) {
    const found = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      userExists(tx, ctx.tenant.id, userId),
    );
    if (!found) throw notFound();
  }
  const scope: AnalyticsScope = {
    tenantId: ctx.tenant.id,
    userId,
    start: range.start,
    end: range.end,
    timeZone: ctx.tenant.timeZone,
  };
  return { viewer, staff, range, scope };
}

const ZERO: Omit<DayFigures, 'date'> = {
  shipments: 0,
  spendCents: 0,
  billedGrams: 0,
  subtotalCents: 0,
  platformCents: 0,
  tenantCents: 0,
  adminCents: 0,
};

function sum(rows: readonly Omit<DayFigures, 'date'>[]): Omit<DayFigures, 'date'> {
  const out = { ...ZERO };
  for (const r of rows) for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] += r[k];
  return out;
}

/**
 * GET analytics: the range's figures (every day present, zero when nothing happened), by
 * carrier, service and status, delivery times and overweights; staff also get the margins of
 * the price layers they may see.
 */
export async function analytics(ctx: ServiceContext, q: AnalyticsQuery): Promise<Analytics> {
  const { viewer, staff, range, scope } = await scopeOf(ctx, q);
  const f = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => ({
    days: await figuresPerDay(tx, scope),
    carriers: await figuresBy(tx, scope, 'carrier'),
    services: await figuresBy(tx, scope, 'service'),
    statuses: await countsByStatus(tx, scope),
    overweights: await overweightsPerDay(tx, scope),
  }));
  const byDay = new Map(f.days.map((d) => [d.date, d]));
  const owByDay = new Map(f.overweights.map((d) => [d.date, d]));
  const total = sum(f.days);
  const delivered = f.carriers.reduce((n, c) => n + c.delivered, 0);
  const deliverySeconds = f.carriers.reduce((n, c) => n + c.deliverySeconds, 0);
  const developer = viewer === 'developer';
  const layers = staff
    ? visibleLayers(viewer, (await settingValue(ctx, 'operator_visible_rates')) === '1')
    : [];
  return {
    from: range.from,
    to: range.to,
    time_zone: ctx.tenant.timeZone,
    user_id: scope.userId,
    totals: {
      shipments: total.shipments,
      spend: toDecimalString(total.spendCents),
      cost_per_kg:
        total.billedGrams > 0
          ? toDecimalString(Math.round((total.spendCents * 1000) / total.billedGrams))
          : null,
      billed_kg: kgText(total.billedGrams),
      delivered,
      avg_delivery_days: delivered ? oneDecimal(deliverySeconds, delivered) : null,
      overweights: f.overweights.reduce((n, o) => n + o.overweights, 0),
      overweight_amount: toDecimalString(f.overweights.reduce((n, o) => n + o.amountCents, 0)),
    },
    per_day: range.days.map((date) => {
      const d = byDay.get(date);
      return { date, shipments: d?.shipments ?? 0, spend: toDecimalString(d?.spendCents ?? 0) };
    }),
    by_carrier: f.carriers.map((c) => ({
      name: c.name,
      shipments: c.shipments,
      spend: toDecimalString(c.spendCents),
    })),
    by_service: f.services.map((s) => ({
      name: s.name,
      carrier: s.carrier,
      shipments: s.shipments,
      spend: toDecimalString(s.spendCents),
    })),
    by_status: f.statuses,
    delivery_by_carrier: f.carriers
      .filter((c) => c.delivered > 0)
      .map((c) => ({
        name: c.name,
        delivered: c.delivered,
        avg_days: oneDecimal(c.deliverySeconds, c.delivered),
      })),
    overweights_per_day: range.days.map((date) => {
      const o = owByDay.get(date);
      return {
        date,
        overweights: o?.overweights ?? 0,
        amount: toDecimalString(o?.amountCents ?? 0),
      };
    }),
    margins: staff
      ? {
          layers,
          total: marginFigures(total, layers, developer),
          per_day: range.days.map((date) => ({
            date,
            ...marginFigures(byDay.get(date) ?? ZERO, layers, developer),
          })),
        }
      : null,
  };
}
