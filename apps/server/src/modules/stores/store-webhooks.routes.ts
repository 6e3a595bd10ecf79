import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TenantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RouteRateLimit } from '../../http/route-rate-limit';
import { cachedTenantBySlug } from '../tenants/tenants.service';
import {
  lowerHeaders,
  shopifyWebhook,
  tiendanubeWebhook,
  woocommerceWebhook,
  type WebhookAnswer,
} from './store-webhooks.service';

/** Store notifications are a few KB; anything bigger is not one. */
const BODY_LIMIT = 256 * 1024;

const tenantOf = new WeakMap<FastifyRequest, TenantRow | null>();
const slugOf = (req: FastifyRequest) => {
  const q = (req.query as { tenant?: unknown } | undefined)?.tenant;
  return typeof q === 'string' ? q.trim().toLowerCase() : '';
};

/** Per tenant and sending address, like the payment webhooks: generous, but a flood stops. */
const limit = (provider: string): RouteRateLimit[] => [
  {
    name: `webhook-store-${provider}`,
    max: 600,
    windowSeconds: 60,
    by: (req) => `${tenantOf.get(req)?.id ?? 'unknown'}:${req.ip}`,
  },
];

async function tenant(req: FastifyRequest): Promise<TenantRow> {
  const found = tenantOf.get(req);
  if (!found)
    throw new AppError('tenant_unknown', undefined, { params: { slug: slugOf(req).slice(0, 40) } });
  return found;
}

const send = (reply: { code(n: number): { send(b: unknown): unknown } }, a: WebhookAnswer) =>
  reply.code(a.status).send({ outcome: a.outcome });

/**
 * POST webhooks/stores/<provider>?tenant=<slug>: public, no session; the signature is checked
 * over the body exactly as it came, so this plugin keeps the raw bytes (no JSON parsing).
 */
export const storeWebhooksRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const options = (provider: string) => ({
    bodyLimit: BODY_LIMIT,
    config: { tenant: false, access: 'public' as const, rateLimit: limit(provider) },
    preValidation: async (req: FastifyRequest) => {
      const slug = slugOf(req);
      tenantOf.set(
        req,
        /^[a-z0-9-]{1,40}$/.test(slug) ? await cachedTenantBySlug(req.server.deps.db, slug) : null,
      );
    },
    schema: { tags: ['stores'], summary: `${provider} store notifications (signed raw body)` },
  });
  const raw = (req: FastifyRequest) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

  app.post('/webhooks/stores/shopify', options('shopify'), async (req, reply) =>
    send(
      reply,
      await shopifyWebhook(req.server.deps, await tenant(req), raw(req), lowerHeaders(req.headers)),
    ),
  );
  app.post('/webhooks/stores/tiendanube', options('tiendanube'), async (req, reply) =>
    send(
      reply,
      await tiendanubeWebhook(
        req.server.deps,
        await tenant(req),
        raw(req),
        lowerHeaders(req.headers),
      ),
    ),
  );
  app.post<{ Params: { storeId: string } }>(
    '/webhooks/stores/woocommerce/:storeId',
    options('woocommerce'),
    async (req, reply) => {
      const id = Number(req.params.storeId);
      if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31) throw new AppError('not_found');
      return send(
        reply,
        await woocommerceWebhook(
          req.server.deps,
          await tenant(req),
          id,
          raw(req),
          lowerHeaders(req.headers),
        ),
      );
    },
  );
};
