import type { FastifyPluginAsync } from 'fastify';
import { DEMO_STORE_APPS } from '../demo-stores';
import { registerTiendanubeApiRoutes } from './tiendanube.mock-api';
import { registerTiendanubeOAuthRoutes } from './tiendanube.mock-oauth';
import { createTiendanubeMockState, type TiendanubeMockState } from './tiendanube.mock-state';

export {
  createTiendanubeMockState,
  TiendanubeMockState,
  type TiendanubeMockFulfilment,
  type TiendanubeStoreMode,
} from './tiendanube.mock-state';

/**
 * A local Tienda Nube for tests and offline demos, mounted at /__mocks/tiendanube, speaking the
 * paths of www.tiendanube.com (authorize page, token) and api.tiendanube.com/v1/{store_id}
 * (store, orders, fulfill) under one prefix. See tiendanube.mock-oauth.ts and
 * tiendanube.mock-api.ts. GET /__received lists the fulfilments and the last 50 requests
 * (method, path, status; never a token, code or secret). The state makes a store down (503),
 * slow, or revoked (app uninstalled: 401), and adds orders. Never built in production.
 */

export interface TiendanubeMockOptions {
  /** App id → client secret; the demo app (9001) by default. */
  apps?: Record<string, string>;
  state?: TiendanubeMockState;
  mode?: 'demo' | 'production';
  now?: () => number;
  /** Where the consent page returns when the authorize URL names no redirect_uri. */
  defaultRedirectUri?: string;
}

export function tiendanubeMockPlugin(options: TiendanubeMockOptions = {}): FastifyPluginAsync {
  if (options.mode === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('The Tienda Nube mock server never runs in production');
  }
  const state = options.state ?? createTiendanubeMockState();
  const apps = options.apps ?? {
    [DEMO_STORE_APPS.tiendanube.client_id]: DEMO_STORE_APPS.tiendanube.client_secret,
  };
  const now = options.now ?? Date.now;

  return async (app) => {
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }

    app.addHook('onResponse', async (req, reply) => {
      const path = req.url.replace(/\?.*$/, '');
      if (path.endsWith('/__received')) return;
      // The query is left out: it may carry the authorization code.
      state.recordRequest({
        method: req.method,
        path,
        status: reply.statusCode,
        time: new Date().toISOString(),
      });
    });

    app.get('/__received', async () => ({
      fulfilments: state.fulfilments,
      requests: state.requests,
    }));

    registerTiendanubeOAuthRoutes(app, {
      state,
      apps,
      now,
      ...(options.defaultRedirectUri ? { defaultRedirectUri: options.defaultRedirectUri } : {}),
    });
    registerTiendanubeApiRoutes(app, { state });
  };
}
