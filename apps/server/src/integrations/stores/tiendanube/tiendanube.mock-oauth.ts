import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TiendanubeMockState } from './tiendanube.mock-state';

/*
 * The mock's side of Tienda Nube's OAuth 2 authorization-code flow:
 * - GET  /apps/{app_id}/authorize?state=…[&redirect_uri=…]: the consent page a logged-in
 *   merchant sees, with an "Aceptar y empezar a usar" button. The real page sends the merchant
 *   to the redirect URL registered with the app; the mock has no app registry, so it takes
 *   `redirect_uri` from the query (or `defaultRedirectUri`).
 * - POST /apps/{app_id}/authorize/approve: installs the app (on the chosen store, or on a new
 *   store with three orders) and 302s to the redirect URL with ?code=…&state=….
 * - POST /apps/authorize/token {client_id, client_secret, grant_type, code}: the code (single
 *   use, 5 minutes) for {access_token, token_type, scope, user_id}.
 */

export interface TiendanubeOAuthContext {
  state: TiendanubeMockState;
  /** app id → client secret. */
  apps: Readonly<Record<string, string>>;
  now: () => number;
  defaultRedirectUri?: string;
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const digest = (v: string) => createHash('sha256').update(v).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

function redirectTarget(value: unknown, fallback: string | undefined): URL | null {
  const raw = typeof value === 'string' && value ? value : fallback;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const page = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c2b3a}' +
        'button{background:#2c3357;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer}' +
        'select{font-size:1rem;padding:.4rem;margin:.5rem 0 1.5rem;width:100%}</style></head>' +
        `<body><p><strong>Tienda Nube</strong> (simulador)</p>${body}</body></html>`,
    );

const tokenError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).send({ error, error_description: description });

export function registerTiendanubeOAuthRoutes(app: FastifyInstance, ctx: TiendanubeOAuthContext) {
  const { state } = ctx;

  app.get('/apps/:app_id/authorize', async (req, reply) => {
    const { app_id } = req.params as { app_id: string };
    const query = req.query as Record<string, unknown>;
    if (!(app_id in ctx.apps)) {
      return page(reply, 404, 'Aplicación no encontrada', '<h1>Esta aplicación no existe</h1>');
    }
    const target = redirectTarget(query.redirect_uri, ctx.defaultRedirectUri);
    if (!target) {
      return page(
        reply,
        400,
        'Falta la dirección de regreso',
        '<h1>Falta redirect_uri</h1><p>El simulador necesita saber a dónde regresar (redirect_uri=https://…).</p>',
      );
    }
    const stores = [...state.stores.values()]
      .map(
        (s) =>
          `<option value="${escapeHtml(s.id)}">${escapeHtml(s.name)} (${escapeHtml(s.domain)})</option>`,
      )
      .join('');
    return page(
      reply,
      200,
      'Autorizar aplicación',
      `<h1>Instalar la aplicación</h1><p>La aplicación <strong>${escapeHtml(app_id)}</strong> podrá ver y modificar tus órdenes y tus envíos.</p>` +
        `<form method="post" action="authorize/approve">` +
        `<input type="hidden" name="state" value="${escapeHtml(typeof query.state === 'string' ? query.state : '')}">` +
        `<input type="hidden" name="redirect_uri" value="${escapeHtml(target.toString())}">` +
        `<label for="store">Tienda</label><select id="store" name="store_id"><option value="new">Nueva tienda de prueba</option>${stores}</select>` +
        '<button type="submit">Aceptar y empezar a usar</button></form>',
    );
  });

  app.post('/apps/:app_id/authorize/approve', async (req, reply) => {
    const { app_id } = req.params as { app_id: string };
    const form = (req.body ?? {}) as Record<string, unknown>;
    const target = redirectTarget(form.redirect_uri, ctx.defaultRedirectUri);
    if (!(app_id in ctx.apps) || !target) {
      return page(reply, 400, 'Solicitud inválida', '<h1>Solicitud inválida</h1>');
    }
    const chosen = typeof form.store_id === 'string' ? state.stores.get(form.store_id) : undefined;
    const store = chosen ?? state.installNewStore(new Date(ctx.now()));
    if (store.mode === 'revoked') store.mode = 'ok'; // installing again undoes an uninstall
    target.searchParams.set('code', state.issueCode(app_id, store.id, ctx.now()));
    if (typeof form.state === 'string' && form.state) target.searchParams.set('state', form.state);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/apps/authorize/token', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const field = (name: string) =>
      typeof body[name] === 'string' ? (body[name] as string) : String(body[name] ?? '');
    const clientId = field('client_id');
    const secret = ctx.apps[clientId];
    if (secret === undefined || !sameSecret(secret, field('client_secret'))) {
      return tokenError(reply, 401, 'invalid_client', 'Client authentication failed');
    }
    if (field('grant_type') !== 'authorization_code') {
      return tokenError(
        reply,
        400,
        'unsupported_grant_type',
        'The authorization grant type is not supported',
      );
    }
    const grant = state.redeemCode(field('code'), clientId, ctx.now());
    if (!grant) {
      return tokenError(
        reply,
        400,
        'invalid_grant',
        'The authorization code is invalid, was already used or has expired',
      );
    }
    const store = state.stores.get(grant.store_id);
    if (!store) return tokenError(reply, 400, 'invalid_grant', 'The store no longer exists');
    return {
      access_token: state.issueToken(store.id, clientId),
      token_type: 'bearer',
      scope: 'read_orders,write_orders,read_shipping,write_shipping',
      user_id: Number(store.id),
    };
  });
}
