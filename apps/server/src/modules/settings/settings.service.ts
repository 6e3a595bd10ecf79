import {
  settingValueError,
  type ListQuery,
  type ListResponse,
  type Setting,
  type ZSettingCreateForm,
  type ZSettingUpdateForm,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { tenants, type SettingRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, isDeveloper, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import type { SecretBox } from '../../lib/secret-box';
import { analyticsUrlProblem } from './analytics-url';
import { ENDPOINT_SETTINGS, guardEndpointChange } from './endpoint-settings';
import { SETTINGS_CATALOGUE } from './settings-catalogue';
import { catalogueEntry, kindOfSetting } from './settings-kinds';
import {
  deleteSettingRow,
  findSettingByKey,
  findSettingRow,
  insertSettingRows,
  listSettingRows,
  updateSettingRow,
  type SettingOrderField,
} from './settings.repository';
import { maskedValue, SECRET_MASK, serializeSetting } from './settings.serializer';

const ORDER_FIELDS: readonly SettingOrderField[] = [
  'namespace',
  'key',
  'title',
  'created_at',
  'updated_at',
];

/**
 * Writes the catalogue into a tenant (inside its creation transaction), skipping keys it has:
 * answers the rows added.
 */
export async function seedSettingsCatalogue(
  tx: Tx,
  tenantId: number,
  secrets: SecretBox,
): Promise<SettingRow[]> {
  return insertSettingRows(
    tx,
    SETTINGS_CATALOGUE.map((e) => ({
      tenantId,
      key: e.key,
      title: e.title,
      namespace: e.namespace,
      description: e.description,
      visible: e.visible ?? true,
      secret: e.secret ?? false,
      value: e.secret && e.value ? secrets.encrypt(e.value) : e.value,
    })),
  );
}

/**
 * At every start: each tenant gets the catalogue keys added since it was created (a new
 * gateway's webhook secret…) with their defaults; existing keys and values are left alone.
 * Answers how many settings were added.
 */
export async function completeSettingsCatalogues(db: Db, secrets: SecretBox): Promise<number> {
  let added = 0;
  for (const tenant of await db.select({ id: tenants.id }).from(tenants)) {
    await withTenant(db, tenant.id, async (tx) => {
      added += (await seedSettingsCatalogue(tx, tenant.id, secrets)).length;
    });
  }
  return added;
}

/** GET settings/get_register_flag: public, so the login page knows whether to offer signup. */
export async function registerFlag(ctx: ServiceContext): Promise<{ key: string; value: string }> {
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findSettingByKey(tx, 'register'),
  );
  return { key: 'register', value: row?.value ?? '0' };
}

/** Keys the signed-out pages need: signup (referral field, register flag) and the footer. */
export const PUBLIC_SETTING_KEYS: readonly string[] = [
  'referral_code',
  'register',
  'terms_conditions',
];

/**
 * GET settings/{key}/by_key: any signed-in user, or anyone for a public key; secrets masked.
 * A hidden setting (`visible: false`) exists only for developers, here as everywhere.
 */
export async function settingByKey(
  ctx: ServiceContext,
  key: string,
): Promise<{ key: string; value: string }> {
  if (!PUBLIC_SETTING_KEYS.includes(key)) requireActor(ctx);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findSettingByKey(tx, key));
  const visible = visibleTo(ctx, row);
  return { key: visible.key, value: maskedValue(visible) };
}

/** Server-side reads of a setting's real value (payments, mail…), decrypted. */
export async function settingValue(ctx: ServiceContext, key: string): Promise<string | null> {
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findSettingByKey(tx, key));
  if (!row) return null;
  return row.secret ? ctx.deps.secrets.decrypt(row.value) : row.value;
}

export async function listSettings(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Setting>> {
  authorize(ctx, 'read', 'Setting');
  const p = listParams(query, ORDER_FIELDS, { field: 'namespace', dir: 'asc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listSettingRows(tx, p, isDeveloper(ctx)),
  );
  return listOf(rows.map(serializeSetting), total, p);
}

/** Hidden settings exist only for developers; for everyone else they are not found. */
function visibleTo(ctx: ServiceContext, row: SettingRow | null): SettingRow {
  if (!row || (!row.visible && !isDeveloper(ctx))) throw notFound();
  return row;
}

export async function getSetting(ctx: ServiceContext, id: number): Promise<Setting> {
  authorize(ctx, 'read', 'Setting');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findSettingRow(tx, id));
  return serializeSetting(visibleTo(ctx, row));
}

export async function createSetting(
  ctx: ServiceContext,
  input: z.output<typeof ZSettingCreateForm>,
): Promise<Setting> {
  authorize(ctx, 'create', 'Setting');
  checkValue({ key: input.key, secret: false }, input.value);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (await findSettingByKey(tx, input.key)) throw fieldError('key', 'v.taken');
    const [row] = await insertSettingRows(tx, [
      {
        tenantId: ctx.tenant.id,
        key: input.key,
        title: input.title,
        value: input.value,
        description: input.description,
        namespace: input.namespace,
        visible: input.visible,
      },
    ]);
    if (!row) throw fieldError('key', 'v.taken');
    return serializeSetting(row);
  });
}

export async function updateSetting(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof ZSettingUpdateForm>,
): Promise<Setting> {
  authorize(ctx, 'update', 'Setting');
  // A provider's endpoint URL is the developers' and is checked before the write transaction
  // (the check may ask DNS); a whole form sent back with the value unchanged is no change.
  const current = visibleTo(
    ctx,
    await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findSettingRow(tx, id)),
  );
  const knownHosts = ENDPOINT_SETTINGS[current.key];
  if (knownHosts && input.value !== undefined && input.value !== current.value)
    await guardEndpointChange(ctx, input.value, knownHosts);
  if (current.key === 'analytics_url' && input.value?.trim()) {
    const problem = analyticsUrlProblem(input.value, ctx.deps.config.mode);
    if (problem) throw fieldError('value', `v.endpoint_${problem}`);
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = visibleTo(ctx, await findSettingRow(tx, id));
    if (input.value !== undefined) checkValue(row, input.value);
    const patch: Parameters<typeof updateSettingRow>[2] = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.namespace !== undefined) patch.namespace = input.namespace;
    // Only developers see the visible flag, so only they may change it.
    if (input.visible !== undefined && isDeveloper(ctx)) patch.visible = input.visible;
    // The mask coming back means "unchanged": the form never held the real secret.
    if (input.value !== undefined && !(row.secret && input.value === SECRET_MASK)) {
      patch.value = row.secret && input.value ? ctx.deps.secrets.encrypt(input.value) : input.value;
    }
    const updated = await updateSettingRow(tx, id, patch);
    if (!updated) throw notFound();
    return serializeSetting(updated);
  });
}

/** A value its kind refuses (a flag other than '0'/'1', a non-number…) is a 422 on `value`. */
function checkValue(row: { key: string; secret: boolean }, value: string): void {
  const { kind, options } = kindOfSetting(row);
  const error = settingValueError(kind, options, value);
  if (error) throw fieldError('value', error);
}

/**
 * DELETE settings/{id} (developers): a custom key goes; a catalogue key would be seeded back
 * at the next start, so it is refused with a hint to change its value instead.
 */
export async function deleteSetting(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Setting');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = visibleTo(ctx, await findSettingRow(tx, id));
    if (catalogueEntry(row.key)) {
      throw new AppError('conflict', undefined, { fields: { base: ['v.setting_in_catalogue'] } });
    }
    if (!(await deleteSettingRow(tx, id))) throw notFound();
    return { ok: true };
  });
}
