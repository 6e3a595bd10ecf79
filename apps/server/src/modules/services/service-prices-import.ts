import {
  validationText,
  type PriceRowChange,
  type ServicePriceImportResult,
  type ServicePricePreview,
  type ServicePricePreviewRow,
} from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { servicePrices, type ServicePriceRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readSpreadsheet, writeSpreadsheet } from '../../lib/spreadsheet';
import { money } from '../catalogue/catalogue-money';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import {
  belowCostProblems,
  isOwner,
  resolveRow,
  sellsBelowCost,
  type Cents,
  type Writer,
} from './service-prices-rules';
import {
  columnsFor,
  fileErrors,
  headerName,
  parsePriceSheet,
  rowText,
} from './service-prices-sheet';
import { rowsOf, viewerOf, writableService } from './service-prices.service';
import type { Tx } from '../../db/client';

interface Planned extends Cents {
  row: number;
  kg: number;
  change: PriceRowChange;
}

const same = (a: Cents, b: Cents) =>
  a.priceCents === b.priceCents &&
  a.adminCostCents === b.adminCostCents &&
  a.mainAdminCostCents === b.mainAdminCostCents;

/**
 * The table an import would leave (issue 20): the role's columns from the file, the other
 * columns kept per kg, stored weights missing from the file removed. Row errors (a new weight
 * the writer cannot cost) are a 422 on `file` with their Excel row numbers.
 */
async function plan(ctx: ServiceContext, tx: Tx, serviceId: number, bytes: Buffer) {
  const service = await writableService(ctx, tx, serviceId);
  const writer: Writer = { viewer: viewerOf(ctx), editAdminCost: service.editAdminCost };
  const sheet = parsePriceSheet(
    await readSpreadsheet(bytes, 'file', { allowCsv: false }),
    writer,
    ctx.locale,
  );
  const stored = await rowsOf(tx, serviceId);
  const byKg = new Map(stored.map((r) => [Number(r.kg), r]));
  const errors: string[] = [];
  const rows: Planned[] = [];
  for (const line of sheet) {
    const before = byKg.get(line.kg);
    const resolved = resolveRow(writer, line, before);
    if ('errors' in resolved) {
      for (const keys of Object.values(resolved.errors))
        for (const key of keys)
          errors.push(
            rowText(line.row, `kg ${line.kg}: ${validationText(key, ctx.locale)}`, ctx.locale),
          );
      continue;
    }
    const change: PriceRowChange = !before
      ? 'new'
      : same(resolved.cents, before)
        ? 'unchanged'
        : 'changed';
    rows.push({ row: line.row, kg: line.kg, change, ...resolved.cents });
  }
  if (errors.length) throw fileErrors(errors);
  const inFile = new Set(sheet.map((r) => r.kg));
  const removed = stored.filter((r) => !inFile.has(Number(r.kg)));
  return { writer, rows, removed };
}

function previewRow(
  c: Cents & { kg: number; change: PriceRowChange },
  w: Writer,
): ServicePricePreviewRow {
  const out: ServicePricePreviewRow = {
    kg: c.kg,
    price: money(c.priceCents),
    admin_cost: money(c.adminCostCents),
    below_cost: c.change !== 'removed' && sellsBelowCost(c),
    change: c.change,
  };
  if (isOwner(w.viewer)) out.main_admin_cost = money(c.mainAdminCostCents);
  return out;
}

/** What an import would save, row by row, with counts; saves nothing. */
export async function previewServicePrices(
  ctx: ServiceContext,
  serviceId: number,
  bytes: Buffer,
): Promise<ServicePricePreview> {
  authorize(ctx, 'create', 'ServicePrice');
  const { writer, rows, removed } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    plan(ctx, tx, serviceId, bytes),
  );
  const removedRows = removed.map((r: ServicePriceRow) => ({
    ...r,
    kg: Number(r.kg),
    change: 'removed' as const,
  }));
  const all = [...rows, ...removedRows]
    .sort((a, b) => a.kg - b.kg)
    .map((r) => previewRow(r, writer));
  const count = (change: PriceRowChange) => all.filter((r) => r.change === change).length;
  return {
    rows: all,
    counts: {
      new: count('new'),
      changed: count('changed'),
      unchanged: count('unchanged'),
      removed: count('removed'),
      below_cost: all.filter((r) => r.below_cost).length,
    },
  };
}

/**
 * Replaces the whole table with the file's rows, in one transaction. Rows below a cost layer
 * need `confirm_below_cost` ('true', a multipart field); without it each is listed and nothing
 * is saved.
 */
export async function importServicePrices(
  ctx: ServiceContext,
  serviceId: number,
  bytes: Buffer,
  confirmBelowCost: boolean,
): Promise<ServicePriceImportResult> {
  authorize(ctx, 'create', 'ServicePrice');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const { writer, rows } = await plan(ctx, tx, serviceId, bytes);
    const below = rows.filter((r) => sellsBelowCost(r));
    if (below.length && !confirmBelowCost) {
      const lines = below.flatMap((r) =>
        Object.values(belowCostProblems(r, writer.viewer, ctx.locale))
          .flat()
          .map((m) => rowText(r.row, `kg ${r.kg}: ${m}`, ctx.locale)),
      );
      throw new AppError('validation_failed', undefined, {
        fields: { file: lines.slice(0, 20), confirm_below_cost: ['v.confirm_below_cost'] },
      });
    }
    await tx.delete(servicePrices).where(eq(servicePrices.serviceId, serviceId));
    await tx.insert(servicePrices).values(
      rows.map((r) => ({
        tenantId: ctx.tenant.id,
        serviceId,
        kg: r.kg,
        priceCents: r.priceCents,
        adminCostCents: r.adminCostCents,
        mainAdminCostCents: r.mainAdminCostCents,
      })),
    );
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return { imported: rows.length, skipped: 0, below_cost: below.length };
  });
}

/** The example file: the caller's role's columns (for this service when given), three rows. */
export async function servicePricesExample(
  ctx: ServiceContext,
  serviceId?: number,
): Promise<Buffer> {
  authorize(ctx, 'read', 'ServicePrice');
  let editAdminCost = false;
  if (serviceId !== undefined)
    editAdminCost = await withTenant(
      ctx.deps.db,
      ctx.tenant.id,
      async (tx) => (await writableService(ctx, tx, serviceId)).editAdminCost,
    );
  const cols = columnsFor({ viewer: viewerOf(ctx), editAdminCost });
  const sample: Record<string, number[]> = {
    kg: [1, 5, 10],
    price: [149, 199, 250],
    admin_cost: [100, 150, 190],
    main_admin_cost: [80, 120, 160],
  };
  return writeSpreadsheet(
    ctx.locale === 'en' ? 'prices' : 'precios',
    cols.map((c) => headerName(c, ctx.locale)),
    [0, 1, 2].map((i) => cols.map((c) => sample[c]![i]!)),
  );
}
