import {
  carrierSettingUpdateSchema,
  isEndpointSettingKey,
  UNCHANGED_MASK,
  type CarrierSetting,
  type CarrierSettingLog,
  type UserType,
} from '@despacho/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carrierSettingLogs,
  carrierSettings,
  carriers,
  providers,
  users,
  type CarrierSettingRow,
} from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import type { SecretBox } from '../../lib/secret-box';
import { writeSpreadsheet } from '../../lib/spreadsheet';
import { PROVIDER_KNOWN_HOSTS } from '../../integrations/carriers/product-connectors';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { guardEndpointChange } from '../settings/endpoint-settings';

/**
 * Keys naming an id, key, password or secret hold credentials (spec 3 §6); so do a token
 * (DrEnvío, Paquetexpress) and a PIN (Redpack), which carriers of issue 19 use.
 */
export const isSecretKey = (key: string) => /id|key|password|secret|token|pin/i.test(key);
const LIMIT_KEY = 'limit';

const viewerOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;
const isOwner = (ctx: ServiceContext) => ['main_admin', 'developer'].includes(viewerOf(ctx));
/** Spec 3 §6: only developers see hidden settings and set the Visible flag. */
const isDeveloper = (ctx: ServiceContext) => viewerOf(ctx) === 'developer';

/** A hidden setting is the developers': anyone else may not change or delete it (403). */
function guardHidden(ctx: ServiceContext, row: CarrierSettingRow) {
  if (!row.visible && !isDeveloper(ctx))
    throw new AppError('forbidden', undefined, { fields: { base: ['v.setting_hidden'] } });
}
const shown = (key: string, value: string | null) =>
  value === null ? null : isSecretKey(key) && value ? UNCHANGED_MASK : value;

function serialize(row: CarrierSettingRow): CarrierSetting {
  return {
    id: row.id,
    key: row.key,
    value: shown(row.key, row.value) ?? '',
    secret: isSecretKey(row.key),
    visible: row.visible,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The carrier, for a settings write: 404 when absent; an admin may not touch a frozen carrier's
 * settings, nor the `limit` key (it mirrors the shipment limit, an owner's decision).
 */
async function carrierFor(ctx: ServiceContext, tx: Tx, carrierId: number, key?: string) {
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1);
  if (!carrier || carrier.ownAgreements) throw notFound();
  if (!isOwner(ctx) && carrier.freezeSettings)
    throw new AppError('forbidden', undefined, { fields: { base: ['v.carrier_frozen'] } });
  if (key === LIMIT_KEY && !isOwner(ctx)) throw new AppError('forbidden');
  return carrier;
}

/** The carrier's provider code, for the hosts its endpoint URLs may name (null: not found). */
async function providerCodeOf(ctx: ServiceContext, carrierId: number): Promise<string | null> {
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx
      .select({ code: providers.code })
      .from(carriers)
      .innerJoin(providers, eq(providers.id, carriers.providerId))
      .where(eq(carriers.id, carrierId))
      .limit(1),
  );
  return row?.code ?? null;
}

/**
 * An endpoint URL (`base_url`…) is the developers' and must pass the run mode's outbound rule;
 * checked before the write transaction (DNS). A refused permission shows on `permissionField`.
 */
async function guardEndpoint(
  ctx: ServiceContext,
  carrierId: number,
  key: string,
  value: string,
  permissionField: 'key' | 'value',
): Promise<void> {
  if (!isEndpointSettingKey(key)) return;
  const code = await providerCodeOf(ctx, carrierId);
  if (code === null) throw notFound();
  await guardEndpointChange(ctx, value, PROVIDER_KNOWN_HOSTS[code] ?? [], {
    permission: permissionField,
    value: 'value',
  });
}

/** A setting's value as stored: a secret encrypted, anything else as typed. */
export const storedSettingValue = (secrets: SecretBox, key: string, value: string) =>
  isSecretKey(key) ? secrets.encrypt(value) : value;

/** One change in the carrier's log: who, when, old → new, secrets masked (never logged raw). */
export async function logSettingChange(
  ctx: ServiceContext,
  tx: Tx,
  carrierId: number,
  key: string,
  oldValue: string | null,
  newValue: string | null,
) {
  await tx.insert(carrierSettingLogs).values({
    tenantId: ctx.tenant.id,
    carrierId,
    key,
    oldValue: shown(key, oldValue),
    newValue: shown(key, newValue),
    userId: requireActor(ctx).id,
  });
}

/** The `limit` setting and the carrier's shipment limit are one number. */
async function mirrorLimit(tx: Tx, carrierId: number, key: string, value: string | null) {
  if (key !== LIMIT_KEY) return;
  const n = value === null || value === '' ? null : Number(value);
  if (n !== null && (!Number.isInteger(n) || n < 1)) throw fieldError('value', 'v.integer');
  await tx.update(carriers).set({ shipmentLimit: n }).where(eq(carriers.id, carrierId));
}

export async function listCarrierSettings(
  ctx: ServiceContext,
  carrierId: number,
): Promise<CarrierSetting[]> {
  authorize(ctx, 'read', 'CarrierSetting');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1);
    if (!carrier || carrier.ownAgreements) throw notFound();
    const rows = await tx
      .select()
      .from(carrierSettings)
      .where(eq(carrierSettings.carrierId, carrierId))
      .orderBy(carrierSettings.key);
    // Hidden settings (spec 3 §6 `visible`) are listed to developers only.
    return rows.filter((r) => r.visible || isDeveloper(ctx)).map(serialize);
  });
}

export async function createCarrierSetting(
  ctx: ServiceContext,
  carrierId: number,
  input: { key: string; value: string; visible: boolean },
): Promise<CarrierSetting> {
  authorize(ctx, 'create', 'CarrierSetting');
  await guardEndpoint(ctx, carrierId, input.key, input.value, 'key');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await carrierFor(ctx, tx, carrierId, input.key);
    const [row] = await tx
      .insert(carrierSettings)
      .values({
        tenantId: ctx.tenant.id,
        carrierId,
        key: input.key,
        value: storedSettingValue(ctx.deps.secrets, input.key, input.value),
        visible: isDeveloper(ctx) ? input.visible : true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldError('key', 'v.setting_key_taken');
    await mirrorLimit(tx, carrierId, input.key, input.value);
    await logSettingChange(ctx, tx, carrierId, input.key, null, input.value);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return serialize(row);
  });
}

export async function updateCarrierSetting(
  ctx: ServiceContext,
  carrierId: number,
  id: number,
  body: unknown,
): Promise<CarrierSetting> {
  authorize(ctx, 'update', 'CarrierSetting');
  const settingRow = (tx: Tx) =>
    tx
      .select()
      .from(carrierSettings)
      .where(and(eq(carrierSettings.id, id), eq(carrierSettings.carrierId, carrierId)))
      .limit(1);
  const [current] = await withTenant(ctx.deps.db, ctx.tenant.id, settingRow);
  if (!current) throw notFound();
  const sent = (body as { value?: unknown } | null)?.value;
  // Endpoint URLs are not secret keys, so the stored value compares as typed.
  if (typeof sent === 'string' && sent.trim() !== current.value)
    await guardEndpoint(ctx, carrierId, current.key, sent.trim(), 'value');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await settingRow(tx);
    if (!row) throw notFound();
    guardHidden(ctx, row);
    await carrierFor(ctx, tx, carrierId, row.key);
    const parsed = carrierSettingUpdateSchema(row.key).safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fields[String(issue.path[0] ?? 'value')] ??= []).push(issue.message);
      throw new AppError('validation_failed', undefined, { fields });
    }
    const input = parsed.data;
    const secret = isSecretKey(row.key);
    // A save without a value, or the mask coming back (the form never held the real secret),
    // means "unchanged".
    const unchanged = input.value === undefined || (secret && input.value === UNCHANGED_MASK);
    const oldPlain = secret ? ctx.deps.secrets.decrypt(row.value) : row.value;
    const next =
      input.value === undefined || unchanged
        ? row.value
        : storedSettingValue(ctx.deps.secrets, row.key, input.value);
    const [saved] = await tx
      .update(carrierSettings)
      .set({
        value: next,
        visible: isDeveloper(ctx) && input.visible !== undefined ? input.visible : row.visible,
        updatedAt: new Date(),
      })
      .where(eq(carrierSettings.id, id))
      .returning();
    if (input.value !== undefined && !unchanged && input.value !== oldPlain) {
      await mirrorLimit(tx, carrierId, row.key, input.value);
      await logSettingChange(ctx, tx, carrierId, row.key, oldPlain, input.value);
    }
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return serialize(saved!);
  });
}

export async function deleteCarrierSetting(
  ctx: ServiceContext,
  carrierId: number,
  id: number,
): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'CarrierSetting');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await tx
      .select()
      .from(carrierSettings)
      .where(and(eq(carrierSettings.id, id), eq(carrierSettings.carrierId, carrierId)))
      .limit(1);
    if (!row) throw notFound();
    guardHidden(ctx, row);
    await carrierFor(ctx, tx, carrierId, row.key);
    // Removing an endpoint URL sends the carrier's requests elsewhere too: developers only.
    if (isEndpointSettingKey(row.key) && requireActor(ctx).userType !== 'developer')
      throw new AppError('forbidden', undefined, {
        fields: { base: ['v.endpoint_developer_only'] },
      });
    await tx.delete(carrierSettings).where(eq(carrierSettings.id, id));
    await mirrorLimit(tx, carrierId, row.key, null);
    await logSettingChange(ctx, tx, carrierId, row.key, ctx.deps.secrets.decrypt(row.value), null);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}

export async function settingLogs(
  ctx: ServiceContext,
  carrierId: number,
): Promise<CarrierSettingLog[]> {
  authorize(ctx, 'read', 'CarrierSetting');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1);
    if (!carrier || carrier.ownAgreements) throw notFound();
    const rows = await tx
      .select({ log: carrierSettingLogs, name: users.name, lastName: users.lastName })
      .from(carrierSettingLogs)
      .leftJoin(users, eq(users.id, carrierSettingLogs.userId))
      .where(eq(carrierSettingLogs.carrierId, carrierId))
      .orderBy(desc(carrierSettingLogs.createdAt), desc(carrierSettingLogs.id))
      .limit(1000);
    return rows.map(({ log, name, lastName }) => ({
      id: log.id,
      key: log.key,
      old_value: log.oldValue,
      new_value: log.newValue,
      user_name: name ? `${name} ${lastName ?? ''}`.trim() : null,
      created_at: log.createdAt.toISOString(),
    }));
  });
}
export { settingLogs as listCarrierSettingLogs };

/** The log as .xlsx: when, who, key, old → new (secrets masked, as stored). */
export async function exportCarrierSettingLogs(ctx: ServiceContext, carrierId: number) {
  const logs = await settingLogs(ctx, carrierId);
  const en = ctx.locale === 'en';
  return writeSpreadsheet(
    en ? 'log' : 'bitacora',
    en
      ? ['date', 'user', 'key', 'before', 'after']
      : ['fecha', 'usuario', 'clave', 'antes', 'después'],
    logs.map((l) => [l.created_at, l.user_name ?? '', l.key, l.old_value ?? '', l.new_value ?? '']),
  );
}
