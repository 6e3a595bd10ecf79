import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TenantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RouteRateLimit } from '../../http/route-rate-limit';
import { cachedTenantBySlug } from '../tenants/tenants.service';

/** Gateways post a few KB; anything bigger is not a notification. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

const ZOutcome = z.object({ outcome: z.string() });
/** Every answer a webhook gives (the gateway only reads the status). */
export const webhookResponses = { 200: ZOutcome, 400: ZOutcome, 401: ZOutcome, 503: ZOutcome };

export const webhookParams = z.object({ tenantSlug: z.string().max(40) });

/**
 * Per tenant and sending address: a gateway sends from a few addresses for all its merchants,
 * so the limit is generous, yet a flood from one address stops here.
 */
export const webhookRateLimit = (gateway: string): RouteRateLimit[] => [
  {
    name: `webhook-${gateway}`,
    max: 600,
    windowSeconds: 60,
    by: (req: FastifyRequest) =>
      `${(req.params as { tenantSlug?: string }).tenantSlug ?? ''}:${req.ip}`,
  },
];

/** The tenant a webhook URL names (`/webhooks/<gateway>/<slug>`); unknown → 404. */
export async function webhookTenant(req: FastifyRequest, slug: string): Promise<TenantRow> {
  const clean = slug.trim().toLowerCase();
  const tenant = /^[a-z0-9-]{1,40}$/.test(clean)
    ? await cachedTenantBySlug(req.server.deps.db, clean)
    : null;
  if (!tenant)
    throw new AppError('tenant_unknown', undefined, { params: { slug: clean.slice(0, 40) } });
  return tenant;
}
