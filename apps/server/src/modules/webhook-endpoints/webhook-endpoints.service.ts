import {
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookEndpoint,
  type ZWebhookEndpointForm,
} from '@despacho/shared';
import type { z } from 'zod';
import { withTenant } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { checkEndpointUrl, type EndpointRefusal } from '../../lib/outbound-url';
import { newWebhookSecret } from '../webhooks/webhook-secret';
import { serializeEndpoint } from './webhook-endpoint.serializer';
import {
  countEndpoints,
  deleteEndpointRow,
  failPendingDeliveries,
  insertEndpointRow,
  listEndpointRows,
  lockOwner,
  updateEndpointRow,
  type EndpointRow,
} from './webhook-endpoints.repository';

type EndpointInput = z.output<typeof ZWebhookEndpointForm>;
type Action = 'read' | 'create' | 'update' | 'destroy';

/**
 * Endpoints belong to the paying account, as its shipments and movements do (a sub-user's
 * shipment is the account's), so the account's events reach every endpoint it registered.
 */
export function endpointOwner(ctx: ServiceContext, action: Action): number {
  authorize(ctx, action, 'Webhook');
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
}

const REFUSAL_KEYS: Record<EndpointRefusal, string> = {
  invalid: 'v.webhook_url',
  scheme: 'v.webhook_url',
  credentials: 'v.webhook_url',
  unresolvable: 'v.webhook_url',
  https: 'v.webhook_url_https',
  private: 'v.webhook_url_private',
};

/** Production: https to public addresses only (checked again at send time); demo: any http(s). */
async function checkUrl(ctx: ServiceContext, url: string): Promise<void> {
  const refusal = await checkEndpointUrl(url, { mode: ctx.deps.config.mode });
  if (refusal) throw fieldError('url', REFUSAL_KEYS[refusal]);
}

const present = (
  ctx: ServiceContext,
  row: EndpointRow,
  opts: { reveal?: boolean; last?: { status: string | null; at: Date | null } } = {},
) => serializeEndpoint(row, ctx.deps.secrets.decrypt(row.secretEncrypted), opts.last, opts.reveal);

const values = (input: EndpointInput) => ({
  url: input.url,
  description: input.description?.trim() || null,
  events: [...new Set(input.events)],
});

export async function listEndpoints(ctx: ServiceContext): Promise<WebhookEndpoint[]> {
  const owner = endpointOwner(ctx, 'read');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => listEndpointRows(tx, owner));
  return rows.map((r) =>
    present(ctx, r.endpoint, { last: { status: r.lastStatus, at: r.lastAt } }),
  );
}

export async function getEndpoint(ctx: ServiceContext, id: number): Promise<WebhookEndpoint> {
  const owner = endpointOwner(ctx, 'read');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => listEndpointRows(tx, owner));
  const found = rows.find((r) => r.endpoint.id === id);
  if (!found) throw notFound();
  return present(ctx, found.endpoint, { last: { status: found.lastStatus, at: found.lastAt } });
}

/** A new endpoint with a new secret, shown in this reply only; at most 10 per account. */
export async function createEndpoint(
  ctx: ServiceContext,
  input: EndpointInput,
): Promise<WebhookEndpoint> {
  const owner = endpointOwner(ctx, 'create');
  await checkUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await lockOwner(tx, owner);
    if ((await countEndpoints(tx, owner)) >= WEBHOOK_ENDPOINTS_MAX)
      throw fieldError('base', 'v.webhook_endpoint_limit');
    return insertEndpointRow(tx, {
      tenantId: ctx.tenant.id,
      userId: owner,
      ...values(input),
      enabled: input.enabled ?? true,
      secretEncrypted: ctx.deps.secrets.encrypt(secret),
    });
  });
  return present(ctx, row, { reveal: true });
}

/** Switching an endpoint off stops its queued deliveries (failed, with the reason). */
export async function updateEndpoint(
  ctx: ServiceContext,
  id: number,
  input: EndpointInput,
): Promise<WebhookEndpoint> {
  const owner = endpointOwner(ctx, 'update');
  await checkUrl(ctx, input.url);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await updateEndpointRow(tx, owner, id, {
      ...values(input),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    });
    if (row && !row.enabled) await failPendingDeliveries(tx, row.id, 'the endpoint was disabled');
    return row;
  });
  if (!row) throw notFound();
  return getEndpoint(ctx, row.id);
}

export async function deleteEndpoint(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  const owner = endpointOwner(ctx, 'destroy');
  const deleted = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    deleteEndpointRow(tx, owner, id),
  );
  if (!deleted) throw notFound();
  return { ok: true };
}

/** A new secret, shown once; deliveries sent from now on are signed with it. */
export async function rotateSecret(ctx: ServiceContext, id: number): Promise<WebhookEndpoint> {
  const owner = endpointOwner(ctx, 'update');
  const secret = newWebhookSecret();
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    updateEndpointRow(tx, owner, id, { secretEncrypted: ctx.deps.secrets.encrypt(secret) }),
  );
  if (!row) throw notFound();
  return present(ctx, row, { reveal: true });
}
