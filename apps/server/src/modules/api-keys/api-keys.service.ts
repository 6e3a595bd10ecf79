import type { ApiKey, ApiKeyForm } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { newApiKey } from './api-key-generator';
import {
  deleteApiKeyRow,
  deleteOtherApiKeyRows,
  insertApiKeyRow,
  listApiKeyRows,
} from './api-keys.repository';
import { serializeApiKey } from './api-keys.serializer';

/** The caller's own keys, masked (a key is shown only once, when generated). */
export async function listApiKeys(ctx: ServiceContext): Promise<ApiKey[]> {
  authorize(ctx, 'read', 'ApiKey');
  const actor = requireActor(ctx);
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => listApiKeyRows(tx, actor.id));
  return rows.map((row) => serializeApiKey(row));
}

/**
 * Generates a key for the caller and, in the same transaction, deletes every other key of theirs
 * (spec 1: generating replaces). The whole key is in this reply only; the database keeps its hash.
 */
export async function createApiKey(ctx: ServiceContext, input: ApiKeyForm): Promise<ApiKey> {
  authorize(ctx, 'create', 'ApiKey');
  const actor = requireActor(ctx);
  const made = newApiKey(ctx.deps.config.mode);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const inserted = await insertApiKeyRow(tx, {
      tenantId: ctx.tenant.id,
      userId: actor.id,
      name: input.name.trim(),
      keyHash: made.hash,
      keyPrefix: made.prefix,
    });
    await deleteOtherApiKeyRows(tx, actor.id, inserted.id);
    return inserted;
  });
  return serializeApiKey(row, made.key);
}

/** Deletes one of the caller's keys; it stops working with the next request (no key cache). */
export async function deleteApiKey(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'ApiKey');
  const actor = requireActor(ctx);
  const gone = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    deleteApiKeyRow(tx, actor.id, id),
  );
  if (!gone) throw notFound();
  return { ok: true };
}
