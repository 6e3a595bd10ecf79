import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TrustProxy } from '../config';

/** CSP for the SPA: own scripts only; MUI/emotion inject inline styles; images may be data: URLs. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Plain-HTTP deployments (localhost, demos) must not have their requests rewritten to https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers, worked out once. They do not depend on the request (no nonces), so each
 * reply just copies them; `@fastify/helmet` rebuilt the whole policy on every request, which
 * cost about 5 % of the server's CPU under load.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The headers that still mean something on a built script or style: the page's policy (CSP,
 * framing, referrer, HSTS and the rest) is read from the document, never from its sub-resources,
 * and on a first visit's twenty-odd files those bytes were a tenth of what the browser received.
 */
const FILE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];
/** The build's hashed files (apps/web/dist/assets): scripts, styles and fonts, never a page. */
const BUILT_FILE = /^\/assets\//;

export function builtFileHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => FILE_HEADERS.includes(name)),
  );
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  const fileHeaders = builtFileHeaders(headers);
  // A route may still set its own (stricter) policy: reply.header() later wins.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(BUILT_FILE.test(req.url) ? fileHeaders : headers);
    done();
  });
}

/** Fastify's `trustProxy` for a hop: whether the address `hop` steps from us is a trusted proxy. */
export type TrustHop = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 reads a bare number as "trust nothing" (a hop count
 * cannot tell a proxy from a client that connects directly), so `1` silently ignored the proxy
 * and every client shared its address. A count N is given as a function instead: the peer and
 * the next N − 1 addresses to its left in X-Forwarded-For are proxies, so the client is the
 * address the outermost trusted proxy appended (1 hop: the rightmost entry; 2: the second from
 * the right), and whatever a client wrote further left is never believed. Only safe when the
 * server cannot be reached except through those proxies; an address list is stricter.
 */
export function trustProxyOption(value: TrustProxy): boolean | string | TrustHop {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
