import {
  issueMessage,
  validationText,
  waybillNumber,
  WAYBILL_ORDER_FIELDS,
  type ListQuery,
  type ListResponse,
  type Waybill,
  type WaybillImportResult,
  type WaybillImportRow,
  type ZWaybillCreateForm,
  type ZWaybillImportRequest,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { iso } from '../../lib/dates';
import {
  carrierExists,
  carrierOfService,
  findWaybillView,
  insertWaybillRows,
  listWaybillRows,
  releaseWaybill,
  softDeleteWaybillRow,
  takeWaybill,
  type WaybillView,
} from './waybills.repository';

/**
 * The prepaid pool as the purchase uses it (system work inside the purchase's own
 * transactions).
 */
export const takeWaybillFor = (tx: Tx, carrierId: number, serviceId: number, shipmentId: number) =>
  takeWaybill(tx, carrierId, serviceId, shipmentId);

export const releaseWaybillOf = (tx: Tx, shipmentId: number) => releaseWaybill(tx, shipmentId);

export function serializeWaybill(w: WaybillView): Waybill {
  return {
    id: w.id,
    number: w.number,
    carrier_id: w.carrierId,
    service_id: w.serviceId,
    shipment_id: w.shipmentId,
    carrier: { id: w.carrierId, name: w.carrierName },
    service: w.serviceId !== null ? { id: w.serviceId, name: w.serviceName ?? '' } : null,
    shipment:
      w.shipmentId !== null
        ? { id: w.shipmentId, sequential_id: w.shipmentSequentialId ?? 0 }
        : null,
    created_at: iso(w.createdAt)!,
    deleted_at: iso(w.deletedAt),
  };
}

const positive = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Deleted waybills are listed too (marked): the screen hides their Delete button. */
export async function listWaybills(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Waybill>> {
  authorize(ctx, 'read', 'Waybill');
  const p = listParams(query, WAYBILL_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const number = typeof p.where.number === 'string' ? p.where.number.trim() : '';
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listWaybillRows(tx, {
      filters: {
        number: number || p.search,
        carrierId: positive(p.where.carrier_id),
        serviceId: positive(p.where.service_id),
      },
      order: p.order,
      limit: p.perPage,
      offset: p.offset,
    }),
  );
  return listOf(rows.map(serializeWaybill), total, p);
}

export async function getWaybill(ctx: ServiceContext, id: number): Promise<Waybill> {
  authorize(ctx, 'read', 'Waybill');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findWaybillView(tx, id));
  if (!row) throw notFound();
  return serializeWaybill(row);
}

/** The carrier (of this tenant) and, when given, one of its services; a 422 per field if not. */
async function checkTarget(tx: Tx, carrierId: number, serviceId: number | null): Promise<void> {
  if (!(await carrierExists(tx, carrierId)))
    throw fieldError('carrier_id', 'v.waybill_carrier_unknown');
  if (serviceId === null) return;
  const owner = await carrierOfService(tx, serviceId);
  if (owner === null) throw fieldError('service_id', 'v.waybill_service_unknown');
  if (owner !== carrierId) throw fieldError('service_id', 'v.waybill_service_carrier');
}

export async function createWaybill(
  ctx: ServiceContext,
  input: z.output<typeof ZWaybillCreateForm>,
): Promise<Waybill> {
  authorize(ctx, 'create', 'Waybill');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await checkTarget(tx, input.carrier_id, input.service_id);
    const saved = await insertWaybillRows(tx, ctx.tenant.id, input.carrier_id, input.service_id, [
      input.number,
    ]);
    const id = saved.get(input.number);
    if (id === undefined) throw fieldError('number', 'v.waybill_taken');
    return findWaybillView(tx, id);
  });
  return serializeWaybill(row!);
}

/**
 * A file's numbers for one carrier (and service), in one transaction and one insert: each row
 * answered saved, or error with its first message (bad number, repeated in the file, or
 * already registered). A bad carrier or service fails the whole request as a 422 per field.
 */
export async function importWaybills(
  ctx: ServiceContext,
  input: z.output<typeof ZWaybillImportRequest>,
): Promise<WaybillImportResult> {
  authorize(ctx, 'create', 'Waybill');
  const numberRule = waybillNumber();
  const seen = new Set<string>();
  const rows: (WaybillImportRow & { candidate: boolean })[] = input.numbers.map((raw) => {
    const parsed = numberRule.safeParse(raw);
    if (!parsed.success) {
      const message = issueMessage(parsed.error.issues[0]!, ctx.locale);
      return { number: raw.trim(), status: 'error', message, candidate: false };
    }
    if (seen.has(parsed.data))
      return {
        number: parsed.data,
        status: 'error',
        message: validationText('v.waybill_repeated', ctx.locale),
        candidate: false,
      };
    seen.add(parsed.data);
    return { number: parsed.data, status: 'saved', message: null, candidate: true };
  });
  const saved = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await checkTarget(tx, input.carrier_id, input.service_id);
    return insertWaybillRows(tx, ctx.tenant.id, input.carrier_id, input.service_id, [...seen]);
  });
  const taken = validationText('v.waybill_taken', ctx.locale);
  const out: WaybillImportRow[] = rows.map(({ candidate, ...row }) =>
    candidate && !saved.has(row.number) ? { ...row, status: 'error', message: taken } : row,
  );
  const savedCount = out.filter((r) => r.status === 'saved').length;
  return { rows: out, saved: savedCount, errors: out.length - savedCount };
}

/**
 * Soft delete: the number leaves the pool (a label never takes it) but stays listed, and one
 * already used keeps its shipment. Deleting it again is a 409.
 */
export async function deleteWaybill(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Waybill');
  const result = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => softDeleteWaybillRow(tx, id));
  if (result === 'missing') throw notFound();
  if (result === 'already')
    throw new AppError('conflict', undefined, { fields: { base: ['v.waybill_already_deleted'] } });
  return { ok: true };
}
