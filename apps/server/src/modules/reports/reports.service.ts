import {
  developerFiltersIn,
  ESTAFETA_PROVIDER_CODE,
  estafetaFilterErrors,
  REPORT_KEYS,
  REPORT_OWNERS_ONLY,
  type Report,
  type ReportKey,
  type ReportRequest,
  type ShipmentsReportRequest,
} from '@despacho/shared';
import type { Readable } from 'node:stream';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, isDeveloper, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { REPORTS } from './definitions';
import type { ShipmentsReportFilters } from './definitions/shipments.report';
import type { Cell, ReportDefinition, ReportQuery } from './report-definition';
import { resolveRange, throwIfAny, type FieldErrors } from './report-range';
import { findProviderCode, hiddenReportKeys, saveReportVisibility } from './reports.repository';
import { streamWorkbook } from './xlsx-stream';

const BATCH = 2_000;

/** Carrier setting logs: developers and main administrators only (spec 1 §2). */
function mayDownload(ctx: ServiceContext, key: ReportKey): boolean {
  if (!REPORT_OWNERS_ONLY.includes(key)) return true;
  const actor = requireActor(ctx);
  return actor.userType === 'developer' || actor.userType === 'main_admin' || actor.isMainAdmin;
}

const view = (ctx: ServiceContext, key: ReportKey, hidden: Set<string>): Report => ({
  key,
  name: REPORTS[key].name[ctx.locale],
  visible: !hidden.has(key),
  downloadable: mayDownload(ctx, key),
});

/** GET reports: every report for developers (with the Visible flag), the visible ones to others. */
export async function listReports(ctx: ServiceContext): Promise<Report[]> {
  authorize(ctx, 'read', 'Report');
  const hidden = await withTenant(ctx.deps.db, ctx.tenant.id, hiddenReportKeys);
  const keys = isDeveloper(ctx) ? REPORT_KEYS : REPORT_KEYS.filter((k) => !hidden.has(k));
  return keys.map((key) => view(ctx, key, hidden));
}

/** PUT reports/{key}/visibility (developers): whether non-developers see the report. */
export async function setReportVisibility(
  ctx: ServiceContext,
  key: string,
  visible: boolean,
): Promise<Report> {
  authorize(ctx, 'update', 'Report');
  if (!isDeveloper(ctx)) throw new AppError('forbidden');
  if (!(REPORT_KEYS as readonly string[]).includes(key)) throw notFound();
  const hidden = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await saveReportVisibility(tx, ctx.tenant.id, key, visible);
    return hiddenReportKeys(tx);
  });
  return view(ctx, key as ReportKey, hidden);
}

/**
 * The shipments report's filters are the developers' (spec 1 §6): anyone else who sets one is
 * refused (403, per field) rather than silently handed a file other than the one asked for.
 */
function refuseDeveloperFilters(ctx: ServiceContext, body: ShipmentsReportRequest): void {
  if (isDeveloper(ctx)) return;
  const used = developerFiltersIn(body);
  if (used.length)
    throw new AppError('forbidden', undefined, {
      fields: Object.fromEntries(used.map((field) => [field, ['v.developer_only_filter']])),
    });
}

/** The shipments report's filters; the Estafeta ones only count for an Estafeta provider. */
async function shipmentsFilters(
  ctx: ServiceContext,
  body: ShipmentsReportRequest,
  errors: FieldErrors,
): Promise<ShipmentsReportFilters> {
  refuseDeveloperFilters(ctx, body);
  const providerId = typeof body.provider_id === 'number' ? body.provider_id : null;
  let estafeta: ShipmentsReportFilters['estafeta'] = null;
  if (providerId) {
    const code = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      findProviderCode(tx, providerId),
    );
    if (code === null) errors.provider_id = ['v.invalid_value'];
    else if (code === ESTAFETA_PROVIDER_CODE) {
      Object.assign(errors, estafetaFilterErrors(body));
      estafeta = {
        range: body.estafeta_range || null,
        account: body.estafeta_account || null,
        agent: body.estafeta_agent || null,
        shippingNumber: body.estafeta_shipping_number || null,
      };
    }
  }
  return {
    status: body.status || null,
    providerId,
    allShipments: body.all_shipments === true,
    estafeta,
  };
}

/**
 * POST reports/{key}: checks who asks, the range and the filters (every refusal is JSON, before
 * any byte of the file), then answers the workbook as a stream written batch by batch, each
 * batch its own short tenant transaction (keyset on id), so the file may be any size.
 */
export async function downloadReport(
  ctx: ServiceContext,
  key: ReportKey,
  body: ReportRequest | ShipmentsReportRequest | undefined,
): Promise<{ filename: string; stream: Readable }> {
  authorize(ctx, 'read', 'Report');
  const def = REPORTS[key] as ReportDefinition<unknown>;
  if (!isDeveloper(ctx)) {
    const hidden = await withTenant(ctx.deps.db, ctx.tenant.id, hiddenReportKeys);
    if (hidden.has(key)) throw notFound();
  }
  if (!mayDownload(ctx, key)) throw new AppError('forbidden');
  const input = body ?? {};
  const { range, errors } = def.ranged
    ? await resolveRange(ctx, input)
    : { range: { startDate: '', endDate: '', timeZone: ctx.tenant.timeZone }, errors: {} };
  const filters =
    key === 'shipments'
      ? await shipmentsFilters(ctx, input as ShipmentsReportRequest, errors)
      : null;
  throwIfAny(errors);
  const q: ReportQuery<unknown> = { tenantId: ctx.tenant.id, locale: ctx.locale, range, filters };
  const batch = def.batch;
  async function* rows(): AsyncGenerator<Cell[][]> {
    if (!batch) return;
    let after = 0;
    for (;;) {
      const got = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => batch(tx, q, after, BATCH));
      if (got.length) yield got.map((r) => r.cells);
      if (got.length < BATCH) return;
      after = got[got.length - 1]!.id;
    }
  }
  const stream = streamWorkbook({
    sheet: def.sheet,
    columns: def.columns,
    locale: ctx.locale,
    rows: rows(),
    onError: (err) => ctx.log.error({ err, report: key }, 'report export failed'),
  });
  return { filename: `${key}.xlsx`, stream };
}
