import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@despacho/shared';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';

export const WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');

const escAttr = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Serves the built web app with an SPA fallback. index.html carries the default tenant in a
 * meta tag so one deployment can serve a brand without the browser knowing its slug.
 */
export async function installStaticWeb(
  app: FastifyInstance,
  opts: { defaultTenant: string; distDir?: string },
): Promise<void> {
  const dist = opts.distDir ?? WEB_DIST;
  const indexFile = resolve(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  let indexHtml: string | null = null;
  const index = () => {
    indexHtml ??= readFileSync(indexFile, 'utf8').replace(
      '<head>',
      `<head>\n    <meta name="despacho-tenant" content="${escAttr(opts.defaultTenant)}">`,
    );
    return indexHtml;
  };

  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, index: false, wildcard: false, serve: true });
    // @fastify/static with wildcard:false registers each file; "/" gets index.html with the meta tag.
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(index()),
    );
  } else {
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `Despacho API is running under ${API_PREFIX}. The web app is not built: run \`npm run build:web\`.`,
        ),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsApi =
      path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/');
    if (
      !wantsApi &&
      hasWeb &&
      !path.startsWith('/dev/') &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      return reply.type('text/html; charset=utf-8').send(index());
    }
    return reply
      .status(404)
      .send({ code: 'not_found', messages: [`Not found: ${req.method} ${path}`], errors: {} });
  });
}
