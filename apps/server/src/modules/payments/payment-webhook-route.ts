import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentGateway, TenantRow } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/app-error';
import type { RouteRateLimit } from '../../http/route-rate-limit';
import { cachedTenantBySlug } from '../tenants/tenants.service';
import type { EventOutcome } from './payment-records';

/** Gateways post a few KB; anything bigger is not a notification. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

const ZOutcome = z.object({ outcome: z.string() });
/** Every answer a webhook gives (the gateway only reads the status). */
export const webhookResponses = { 200: ZOutcome, 400: ZOutcome, 401: ZOutcome, 503: ZOutcome };

export const webhookParams = z.object({ tenantSlug: z.string().max(40) });

/** The tenant each webhook request's URL names, found before its limits are counted. */
const tenantOfRequest = new WeakMap<FastifyRequest, TenantRow | null>();

/** The tenant a webhook URL names (`/webhooks/<gateway>/<slug>`), however it is typed; or null. */
async function findWebhookTenant(req: FastifyRequest, slug: string): Promise<TenantRow | null> {
  const clean = slug.trim().toLowerCase();
  return /^[a-z0-9-]{1,40}$/.test(clean) ? cachedTenantBySlug(req.server.deps.db, clean) : null;
}

/**
 * Per tenant and sending address: a gateway sends from a few addresses for all its merchants,
 * so the limit is generous, yet a flood from one address stops here. The tenant is the one the
 * slug resolves to (`DEMO`, ` demo` and `demo` share one count), and every slug that names no
 * tenant shares a single count per address, so typing variants buys no extra deliveries.
 */
export const webhookRateLimit = (gateway: string): RouteRateLimit[] => [
  {
    name: `webhook-${gateway}`,
    max: 600,
    windowSeconds: 60,
    by: (req: FastifyRequest) => `${tenantOfRequest.get(req)?.id ?? 'unknown'}:${req.ip}`,
  },
];

/** The tenant a webhook URL names; unknown → 404. */
export async function webhookTenant(req: FastifyRequest, slug: string): Promise<TenantRow> {
  const tenant = tenantOfRequest.has(req)
    ? tenantOfRequest.get(req)
    : await findWebhookTenant(req, slug);
  if (!tenant)
    throw new AppError('tenant_unknown', undefined, {
      params: { slug: slug.trim().toLowerCase().slice(0, 40) },
    });
  return tenant;
}

/** What a gateway's notification handler answers (the gateway reads only the status). */
export interface WebhookAnswer {
  /** 401: forged; 503: the gateway could not be asked (it retries later). */
  status: 200 | 400 | 401 | 503;
  outcome: EventOutcome;
}

/**
 * `POST /webhooks/<gateway>/<tenant slug>`: public, rate limited, body-limited; the tenant comes
 * from the URL (gateways send no tenant header) and the gateway's handler does the rest.
 */
export function webhookRoute(
  app: FastifyInstance,
  gateway: PaymentGateway,
  summary: string,
  handle: (deps: AppDeps, tenant: TenantRow, req: FastifyRequest) => Promise<WebhookAnswer>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/webhooks/${gateway}/:tenantSlug`,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { tenant: false, access: 'public', rateLimit: webhookRateLimit(gateway) },
      // Before the limits are counted (preHandler), so they count the tenant, not the spelling.
      preValidation: async (req) => {
        const { tenantSlug } = req.params as { tenantSlug?: string };
        tenantOfRequest.set(req, await findWebhookTenant(req, tenantSlug ?? ''));
      },
      schema: {
        tags: ['payments'],
        summary,
        params: webhookParams,
        querystring: z.record(z.string(), z.unknown()),
        // A notification is a JSON object: `null`, arrays and strings are refused as 422.
        body: z.record(z.string(), z.unknown()),
        response: webhookResponses,
      },
    },
    async (req, reply) => {
      const tenant = await webhookTenant(req, req.params.tenantSlug);
      const answer = await handle(req.server.deps, tenant, req);
      return reply.code(answer.status).send({ outcome: answer.outcome });
    },
  );
}
