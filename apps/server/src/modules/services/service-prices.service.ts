import {
  decimalPlaces,
  type ServicePrice,
  type UserType,
  type ZServicePriceInput,
} from '@despacho/shared';
import { validationText, type Locale } from '@despacho/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { servicePrices, type ServicePriceRow, type ServiceRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readSpreadsheet, writeSpreadsheet } from '../../lib/spreadsheet';
import { toCents } from '../catalogue/catalogue-money';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { serviceForPrices, writableCarrier } from './services.service';
import { serializeServicePrice } from './services.serializer';

type PriceInput = z.output<typeof ZServicePriceInput>;
type Costs = { priceCents: number; adminCostCents: number; mainAdminCostCents: number };

const viewerOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;
const isOwner = (viewer: UserType) => viewer === 'developer' || viewer === 'main_admin';

/**
 * What a writer may set on a weight row (spec 3 §4): anyone the price; the admin cost an owner,
 * or an admin when the service has `edit_admin_cost`; the main admin cost only owners. A cost
 * the writer may not set keeps its stored value; on a new row an admin's cost is taken as given
 * (there is nothing to keep) and the main admin cost starts at 0.
 */
function costsFor(
  viewer: UserType,
  service: ServiceRow,
  input: { price: number; admin_cost?: number; main_admin_cost?: number },
  stored: ServicePriceRow | undefined,
): Costs {
  const adminMayEdit = isOwner(viewer) || service.editAdminCost || !stored;
  return {
    priceCents: toCents(input.price),
    adminCostCents:
      adminMayEdit && input.admin_cost !== undefined
        ? toCents(input.admin_cost)
        : (stored?.adminCostCents ?? toCents(input.price)),
    mainAdminCostCents:
      isOwner(viewer) && input.main_admin_cost !== undefined
        ? toCents(input.main_admin_cost)
        : (stored?.mainAdminCostCents ?? 0),
  };
}

async function rowsOf(tx: Tx, serviceId: number) {
  return tx
    .select()
    .from(servicePrices)
    .where(eq(servicePrices.serviceId, serviceId))
    .orderBy(asc(servicePrices.kg));
}

export async function listServicePrices(
  ctx: ServiceContext,
  serviceId: number,
): Promise<ServicePrice[]> {
  authorize(ctx, 'read', 'ServicePrice');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await serviceForPrices(ctx, tx, serviceId);
    return rowsOf(tx, serviceId);
  });
  return rows.map((r) => serializeServicePrice(r, viewerOf(ctx)));
}

export async function createServicePrice(
  ctx: ServiceContext,
  serviceId: number,
  input: PriceInput,
): Promise<ServicePrice> {
  authorize(ctx, 'create', 'ServicePrice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const service = await serviceForPrices(ctx, tx, serviceId);
    await writableCarrier(ctx, tx, service.carrierId);
    const existing = await rowsOf(tx, serviceId);
    if (existing.some((r) => Number(r.kg) === input.kg)) throw fieldError('kg', 'v.duplicate_kg');
    const [row] = await tx
      .insert(servicePrices)
      .values({
        tenantId: ctx.tenant.id,
        serviceId,
        kg: input.kg,
        ...costsFor(viewerOf(ctx), service, input, undefined),
      })
      .returning();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!;
  });
  return serializeServicePrice(row, viewerOf(ctx));
}

export async function updateServicePrice(
  ctx: ServiceContext,
  serviceId: number,
  priceId: number,
  input: PriceInput,
): Promise<ServicePrice> {
  authorize(ctx, 'update', 'ServicePrice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const service = await serviceForPrices(ctx, tx, serviceId);
    await writableCarrier(ctx, tx, service.carrierId);
    const existing = await rowsOf(tx, serviceId);
    const stored = existing.find((r) => r.id === priceId);
    if (!stored) throw notFound();
    if (existing.some((r) => r.id !== priceId && Number(r.kg) === input.kg))
      throw fieldError('kg', 'v.duplicate_kg');
    const viewer = viewerOf(ctx);
    if (!isOwner(viewer) && !service.editAdminCost && input.admin_cost !== undefined) {
      if (toCents(input.admin_cost) !== stored.adminCostCents)
        throw fieldError('admin_cost', 'v.cost_locked');
    }
    const [row] = await tx
      .update(servicePrices)
      .set({ kg: input.kg, ...costsFor(viewer, service, input, stored), updatedAt: new Date() })
      .where(and(eq(servicePrices.id, priceId), eq(servicePrices.serviceId, serviceId)))
      .returning();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!;
  });
  return serializeServicePrice(row, viewerOf(ctx));
}

export async function deleteServicePrice(
  ctx: ServiceContext,
  serviceId: number,
  priceId: number,
): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'ServicePrice');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const service = await serviceForPrices(ctx, tx, serviceId);
    await writableCarrier(ctx, tx, service.carrierId);
    const gone = await tx
      .delete(servicePrices)
      .where(and(eq(servicePrices.id, priceId), eq(servicePrices.serviceId, serviceId)))
      .returning({ id: servicePrices.id });
    if (!gone.length) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}

// ---------------------------------------------------------------- spreadsheet import

const HEADER = ['kg', 'price', 'cost'];

function parseNumber(cell: string | undefined, decimals: number, min: number): number | string {
  const text = (cell ?? '')
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}\b)/g, '');
  if (text === '') return 'v.required';
  const n = Number(text);
  if (!Number.isFinite(n)) return 'v.number';
  if (n < min) return 'v.import_negative';
  if (decimalPlaces(n) > decimals) return decimals === 3 ? 'v.max_decimals_3' : 'v.money';
  return n;
}

/**
 * The kg/price/cost rows of a sheet (header row optional). Every problem is reported with its
 * row number as the person sees it in Excel; any problem means nothing is saved.
 */
export function parsePriceSheet(
  rows: string[][],
  locale: Locale,
): { kg: number; price: number; cost: number }[] {
  const errors: string[] = [];
  const out: { kg: number; price: number; cost: number }[] = [];
  const seen = new Set<number>();
  rows.forEach((cells, i) => {
    const rowNumber = i + 1;
    if (cells.every((c) => !c.trim())) return;
    if (i === 0 && cells[0] && Number.isNaN(Number(cells[0]))) return; // header
    const kg = parseNumber(cells[0], 3, 0.001);
    const price = parseNumber(cells[1], 2, 0);
    const cost = parseNumber(cells[2], 2, 0);
    const problem = [kg, price, cost].find((v) => typeof v === 'string') as string | undefined;
    const column = [kg, price, cost].findIndex((v) => typeof v === 'string');
    if (problem) {
      errors.push(
        validationText('v.import_row', locale, {
          row: rowNumber,
          message: `${HEADER[column]}: ${validationText(problem, locale, { min: 0 })}`,
        }),
      );
      return;
    }
    if (seen.has(kg as number)) {
      errors.push(
        validationText('v.import_row', locale, {
          row: rowNumber,
          message: validationText('v.duplicate_kg', locale),
        }),
      );
      return;
    }
    seen.add(kg as number);
    out.push({ kg: kg as number, price: price as number, cost: cost as number });
  });
  if (errors.length)
    throw new AppError('validation_failed', undefined, { fields: { file: errors.slice(0, 20) } });
  if (!out.length) throw fieldError('file', 'v.import_no_rows');
  return out.sort((a, b) => a.kg - b.kg);
}

/** Replaces the whole table with the sheet's rows, in one transaction. */
export async function importServicePrices(
  ctx: ServiceContext,
  serviceId: number,
  bytes: Buffer,
): Promise<{ imported: number; skipped: number }> {
  authorize(ctx, 'create', 'ServicePrice');
  const rows = parsePriceSheet(
    await readSpreadsheet(bytes, 'file', { allowCsv: false }),
    ctx.locale,
  );
  const viewer = viewerOf(ctx);
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const service = await serviceForPrices(ctx, tx, serviceId);
    await writableCarrier(ctx, tx, service.carrierId);
    const stored = new Map((await rowsOf(tx, serviceId)).map((r) => [Number(r.kg), r]));
    await tx.delete(servicePrices).where(eq(servicePrices.serviceId, serviceId));
    await tx.insert(servicePrices).values(
      rows.map((r) => ({
        tenantId: ctx.tenant.id,
        serviceId,
        kg: r.kg,
        ...costsFor(viewer, service, { price: r.price, admin_cost: r.cost }, stored.get(r.kg)),
      })),
    );
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { imported: rows.length, skipped: 0 };
}

/** The example file: the columns the import reads, with three rows to copy. */
export function servicePricesExample(): Promise<Buffer> {
  return writeSpreadsheet('precios', HEADER, [
    [1, 149, 100],
    [5, 199, 150],
    [10, 250, 190],
  ]);
}
