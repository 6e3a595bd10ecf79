import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isShopifyShopHost, signShopifyQuery } from './shopify.hmac';
import { applyShopMode } from './shopify.mock-graphql';
import type { ShopifyMockState } from './shopify.mock-state';

/**
 * The mock's OAuth side, as Shopify runs it: the consent page, its approve button (302 back to
 * the app with a signed query) and the code exchange.
 */

export interface ShopifyMockOAuthContext {
  state: ShopifyMockState;
  /** client_id → API secret of the apps the mock knows. */
  apps: Readonly<Record<string, string>>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const digest = (value: string) => createHash('sha256').update(value).digest();

function htmlError(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Shopify</title></head>` +
        `<body><h1>Oauth error invalid_request</h1><p>${escapeHtml(message)}</p></body></html>`,
    );
}

interface AuthorizeQuery {
  client_id?: string;
  scope?: string;
  redirect_uri?: string;
  state?: string;
}

/** What makes an authorize request unservable, in Shopify's words, or null. */
function refusal(ctx: ShopifyMockOAuthContext, shop: string, q: AuthorizeQuery): string | null {
  if (!isShopifyShopHost(shop)) return 'The shop domain is not a valid myshopify.com domain.';
  if (!q.client_id || !Object.hasOwn(ctx.apps, q.client_id)) {
    return 'The api_key (client_id) is invalid or the app is not installed on this platform.';
  }
  if (!q.redirect_uri) return 'The redirect_uri is missing.';
  if (!/^https?:\/\//i.test(q.redirect_uri)) return 'The redirect_uri is not a valid URL.';
  return null;
}

function consentPage(shop: string, appName: string, q: Required<AuthorizeQuery>): string {
  const scopes = q.scope
    .split(',')
    .filter(Boolean)
    .map((s) => `<li><code>${escapeHtml(s)}</code></li>`)
    .join('');
  const hidden = (['client_id', 'scope', 'redirect_uri', 'state'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k])}">`)
    .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Instalar ${escapeHtml(appName)} · Shopify (simulado)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#202223}
button{background:#008060;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.5rem;font-size:1rem;cursor:pointer}
.note{color:#6d7175;font-size:.875rem}</style></head>
<body><p class="note">Shopify simulado (modo demo)</p>
<h1>Instalar ${escapeHtml(appName)}</h1>
<p>En la tienda <strong>${escapeHtml(shop)}</strong>. La app podrá:</p><ul>${scopes}</ul>
<form method="post" action="approve">${hidden}<button type="submit">Instalar app</button></form>
</body></html>`;
}

export function registerShopifyMockOAuth(app: FastifyInstance, ctx: ShopifyMockOAuthContext): void {
  app.get('/:shop/admin/oauth/authorize', async (req, reply) => {
    const { shop } = req.params as { shop: string };
    const q = req.query as AuthorizeQuery;
    const problem = refusal(ctx, shop, q);
    if (problem) return htmlError(reply, 400, problem);
    const appName =
      q.client_id === 'despacho-demo-shopify' ? 'Despacho (demo)' : `App ${q.client_id}`;
    return reply.type('text/html; charset=utf-8').send(
      consentPage(shop, appName, {
        client_id: q.client_id!,
        scope: q.scope ?? '',
        redirect_uri: q.redirect_uri!,
        state: q.state ?? '',
      }),
    );
  });

  // The consent page's button (a form post; a GET with the same query works as well).
  const approve = async (
    shop: string,
    q: AuthorizeQuery,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const problem = refusal(ctx, shop, q);
    if (problem) return htmlError(reply, 400, problem);
    const clientId = q.client_id!;
    ctx.state.ensureShop(shop);
    const params: Record<string, string> = {
      code: ctx.state.issueCode(shop, clientId, q.scope ?? ''),
      host: Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`)
        .toString('base64')
        .replace(/=+$/, ''),
      shop,
      ...(q.state ? { state: q.state } : {}),
      timestamp: String(Math.floor(ctx.state.now() / 1000)),
    };
    params.hmac = signShopifyQuery(params, ctx.apps[clientId]!);
    const target = new URL(q.redirect_uri!);
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    return reply.redirect(target.toString(), 302);
  };
  app.post('/:shop/admin/oauth/approve', async (req, reply) =>
    approve((req.params as { shop: string }).shop, (req.body ?? {}) as AuthorizeQuery, reply),
  );
  app.get('/:shop/admin/oauth/approve', async (req, reply) =>
    approve((req.params as { shop: string }).shop, req.query as AuthorizeQuery, reply),
  );

  app.post('/:shop/admin/oauth/access_token', async (req, reply) => {
    const { shop } = req.params as { shop: string };
    if (!(await applyShopMode(ctx.state.shops.get(shop), reply))) return reply;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : '');
    const clientId = str(body.client_id);
    const secret = ctx.apps[clientId];
    const invalid = (description: string) =>
      reply.status(400).send({ error: 'invalid_request', error_description: description });
    if (
      secret === undefined ||
      !Object.hasOwn(ctx.apps, clientId) ||
      !timingSafeEqual(digest(secret), digest(str(body.client_secret)))
    ) {
      return invalid('Oauth error invalid_request: Unrecognized client_id or client_secret');
    }
    const pending = ctx.state.redeemCode(str(body.code), shop, clientId);
    if (!pending) {
      return invalid('The authorization code was not found or was already used');
    }
    return { access_token: ctx.state.issueToken(shop), scope: pending.scope };
  });
}
