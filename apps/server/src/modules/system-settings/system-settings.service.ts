import type { ListQuery, ListResponse, SystemSetting } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import type { SystemSettingRow } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { iso } from '../../lib/dates';
import {
  findSystemSettingByKey,
  findSystemSettingRow,
  insertSystemSettingRow,
  listSystemSettingRows,
  updateSystemSettingRow,
  type SystemSettingOrderField,
} from './system-settings.repository';

// System settings are platform-wide (no tenant_id); they still run as the restricted role.

const ORDER_FIELDS: readonly SystemSettingOrderField[] = ['key', 'created_at', 'updated_at'];

const serialize = (r: SystemSettingRow): SystemSetting => ({
  id: r.id,
  key: r.key,
  val: r.val,
  updated_at: iso(r.updatedAt)!,
});

export async function listSystemSettings(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<SystemSetting>> {
  authorize(ctx, 'read', 'SystemSetting');
  const p = listParams(query, ORDER_FIELDS, { field: 'key', dir: 'asc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listSystemSettingRows(tx, p),
  );
  return listOf(rows.map(serialize), total, p);
}

export async function getSystemSetting(ctx: ServiceContext, id: number): Promise<SystemSetting> {
  authorize(ctx, 'read', 'SystemSetting');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findSystemSettingRow(tx, id));
  if (!row) throw notFound();
  return serialize(row);
}

export async function createSystemSetting(
  ctx: ServiceContext,
  input: { key: string; val: string },
): Promise<SystemSetting> {
  authorize(ctx, 'create', 'SystemSetting');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (await findSystemSettingByKey(tx, input.key)) throw fieldError('key', 'v.taken');
    const row = await insertSystemSettingRow(tx, input.key, input.val);
    if (!row) throw fieldError('key', 'v.taken');
    return serialize(row);
  });
}

export async function updateSystemSetting(
  ctx: ServiceContext,
  id: number,
  input: { val?: string },
): Promise<SystemSetting> {
  authorize(ctx, 'update', 'SystemSetting');
  // A save that does not carry the value changes nothing (partial update).
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    input.val === undefined
      ? findSystemSettingRow(tx, id)
      : updateSystemSettingRow(tx, id, input.val),
  );
  if (!row) throw notFound();
  return serialize(row);
}
