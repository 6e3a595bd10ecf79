import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@despacho/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPO_ROOT } from '../config';

export const WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');

const escHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Where the served page's brand comes from (the branding area), by tenant slug. */
export interface PageBrandSource {
  page(slug: string): Promise<{ name: string; primaryColor: string } | null>;
  favicon(slug: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** A request for a file (a script, a style, an image), never for a screen of the app. */
const ASSET_PATH = /^\/assets\/|\.[a-z0-9]{1,8}$/i;
/** The build's compressed copies of a file (see apps/web/vite.config.ts). */
const PRECOMPRESSED_VARIANTS = ['**/*.br', '**/*.gz'];
/** Public app routes that live under /api/ (the partner API documentation page). */
const APP_ROUTES_UNDER_API = ['/api/docs/partners'];

/**
 * Serves the built web app with an SPA fallback. index.html carries the default tenant in a
 * meta tag (so one deployment can serve a brand without the browser knowing its slug) and the
 * brand's name as the title. A missing file is a 404, never the app's HTML: a tab left open
 * across a deploy then sees its old chunk fail and reloads, instead of running HTML as script.
 */
export async function installStaticWeb(
  app: FastifyInstance,
  opts: { defaultTenant: string; distDir?: string; brand?: PageBrandSource },
): Promise<void> {
  const dist = opts.distDir ?? WEB_DIST;
  const indexFile = resolve(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  let template: string | null = null;
  const index = async () => {
    template ??= readFileSync(indexFile, 'utf8').replace(
      '<head>',
      `<head>\n    <meta name="despacho-tenant" content="${escHtml(opts.defaultTenant)}">`,
    );
    const brand = await opts.brand?.page(opts.defaultTenant).catch(() => null);
    if (!brand) return template;
    return template
      .replace(/<title>[^<]*<\/title>/, `<title>${escHtml(brand.name)}</title>`)
      .replace(
        /(<meta name="theme-color" content=")[^"]*(")/,
        `$1${escHtml(brand.primaryColor)}$2`,
      );
  };
  const sendIndex = async (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await index());

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      serve: true,
      cacheControl: false,
      // The build writes `<file>.br` and `<file>.gz` beside each script and style: sent as the
      // browser's Accept-Encoding prefers (brotli, then gzip), the plain file otherwise. They
      // are variants of a file, never routes of their own.
      preCompressed: true,
      globIgnore: PRECOMPRESSED_VARIANTS,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'Accept-Encoding');
        // Built chunks carry a content hash in their name: cache them for good.
        if (/[\\/]assets[\\/]/.test(path))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // @fastify/static with wildcard:false registers each file; "/" gets index.html with the meta tag.
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
    for (const path of APP_ROUTES_UNDER_API)
      app.get(path, { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  } else {
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `Despacho API is running under ${API_PREFIX}. The web app is not built: run \`npm run build:web\`.`,
        ),
    );
  }

  // The tab icon: the default tenant's uploaded favicon, else the app's own.
  const defaultFavicon = resolve(dist, 'favicon.png');
  app.get('/favicon.ico', { schema: { hide: true } }, async (_req, reply) => {
    const own = await opts.brand?.favicon(opts.defaultTenant).catch(() => null);
    if (own) return reply.type(own.contentType).header('cache-control', 'no-cache').send(own.bytes);
    if (!existsSync(defaultFavicon)) return notFound(reply, '/favicon.ico');
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(readFileSync(defaultFavicon));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsApi =
      path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/');
    const isPage =
      !wantsApi &&
      hasWeb &&
      !path.startsWith('/dev/') &&
      // Demo-only provider mocks: outside demo mode they are plainly absent, not an app page.
      !path.startsWith('/__mocks/') &&
      !ASSET_PATH.test(path) &&
      (req.method === 'GET' || req.method === 'HEAD');
    if (isPage) return sendIndex(reply);
    return notFound(reply, path, req.method);
  });
}

function notFound(reply: FastifyReply, path: string, method = 'GET') {
  return reply
    .status(404)
    .send({ code: 'not_found', messages: [`Not found: ${method} ${path}`], errors: {} });
}
