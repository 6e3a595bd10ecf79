import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';

/**
 * What every carrier mock server shares, whatever the carrier's protocol: refusing to exist in
 * production, secret checks and body parsers, the slow mode (answer after N ms, recording the
 * wait and the client that gave up first), plain HTML answers (maintenance pages, 404s),
 * running alone on a port for tests, a bounded memory of what it saw and issued, and the
 * billable weight. Each mock keeps its own magic values, event shapes and page texts; this
 * file only holds the mechanics.
 */

/** Throws when the product runs in production: a mock must never answer real traffic. */
export function assertMockNotInProduction(mode: string | undefined, carrierName: string): void {
  if (mode === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error(`The ${carrierName} mock server never runs in production`);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether two secrets are equal, in constant time whatever their lengths (hashed first). */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** Parses OAuth's application/x-www-form-urlencoded bodies (16 KiB at most) into an object. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** Takes SOAP/XML bodies (text/xml, application/soap+xml, application/xml) as strings. */
export function acceptXmlBodies(app: FastifyInstance, bodyLimit: number): void {
  for (const type of ['text/xml', 'application/soap+xml', 'application/xml']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit }, (_req, body, done) =>
      done(null, body),
    );
  }
}

/** Resolves true after `ms`, or false as soon as the client closes the connection. */
export function waitUnlessClosed(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

/** How a mock records its slow mode: when the wait starts, and when the client gave up first. */
export interface SlowModeEvents {
  delayed: (ms: number) => void;
  aborted: () => void;
}

/** The usual slow-mode events: `<api>_delayed` {…detail, ms} and `<api>_aborted` {…detail}. */
export type ApiSlowEvent<A extends string, D extends object> =
  ({ type: `${A}_delayed` } & D & { ms: number }) | ({ type: `${A}_aborted` } & D);

/** Slow-mode events named after the API (`rate_delayed`, `rate_aborted`…) with `detail`. */
export function apiSlowEvents<A extends string, D extends object>(
  api: A,
  detail: D,
  record: (event: ApiSlowEvent<A, D>) => void,
): SlowModeEvents {
  return {
    delayed: (ms) => record({ type: `${api}_delayed` as const, ...detail, ms }),
    aborted: () => record({ type: `${api}_aborted` as const, ...detail }),
  };
}

/**
 * Slow mode: records `delayed`, then waits `requestedMs` (capped by `maxDelayMs`). Returns
 * 'waited' to answer normally, or 'gone' when the client closed first: `aborted` is recorded
 * and the reply hijacked, so nothing is ever sent (`destroy` also drops the socket).
 */
export async function waitSlowMode(
  reply: FastifyReply,
  requestedMs: number,
  maxDelayMs: number,
  events: SlowModeEvents,
  options: { destroy?: boolean } = {},
): Promise<'waited' | 'gone'> {
  const ms = Math.min(requestedMs, maxDelayMs);
  events.delayed(ms);
  if (await waitUnlessClosed(ms, reply.raw)) return 'waited';
  events.aborted();
  reply.hijack();
  if (options.destroy) reply.raw.destroy();
  return 'gone';
}

/** The smallest HTML page: one heading (a carrier's maintenance page, a 404). */
export const headingPage = (heading: string) => `<html><body><h1>${heading}</h1></body></html>`;

/** Answers an HTML page, as a carrier's web server or gateway does instead of its API. */
export const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(html);

/** A mock running on its own HTTP server, for contract tests and local runs. */
export interface RunningMock<S> {
  /** Base URL for the carrier's `base_url` setting, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** What the mock saw, for the test to read. */
  state: S;
  close(): Promise<void>;
}

/**
 * Runs a mock's plugin on its own server: loopback unless `host` says otherwise, any free port
 * unless `port` does. `forceCloseConnections` drops kept-alive sockets on close (DHL's tests
 * close the server while a slow call is still open).
 */
export async function listenMock<S>(
  plugin: FastifyPluginAsync,
  state: S,
  options: { port?: number; host?: string; forceCloseConnections?: boolean } = {},
): Promise<RunningMock<S>> {
  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    ...(options.forceCloseConnections ? { forceCloseConnections: true } : {}),
  });
  await app.register(plugin);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${port}`, port, state, close: () => app.close() };
}

/**
 * What a mock saw, newest last, for tests to read: at most `limit` events (the oldest are
 * dropped) so a long-running demo does not grow without end. Mock states extend it.
 */
export class MockEventLog<E extends { type: string }> {
  readonly events: E[] = [];

  constructor(private readonly limit = 1000) {}

  record(event: E): void {
    this.events.push(event);
    if (this.events.length > this.limit) this.events.shift();
  }

  count(type: E['type']): number {
    return this.events.filter((e) => e.type === type).length;
  }
}

/** Keeps `value` under `key`, first forgetting the oldest entry once `max` are kept. */
export function rememberCapped<T>(map: Map<string, T>, key: string, value: T, max = 50_000): void {
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** Before issuing a token: forgets expired ones and, with 10 000 still live, the oldest. */
export function makeRoomForToken(tokens: Map<string, { expiresAt: number }>, now: number): void {
  for (const [token, issued] of tokens) if (issued.expiresAt <= now) tokens.delete(token);
  if (tokens.size >= 10_000) tokens.delete(tokens.keys().next().value as string);
}

/** Volumetric kg of a box measured in cm, as the mocked carriers bill it: L×W×H / 5000. */
export const volumetricKg = (length: number, width: number, height: number) =>
  (length * width * height) / 5000;

/** Whole kg billed for one package: actual or volumetric, whichever is more, rounded up. */
export const billableWholeKg = (kg: number, length: number, width: number, height: number) =>
  Math.ceil(Math.max(kg, volumetricKg(length, width, height)) - 1e-9);

/**
 * Whether an error a mock's route met was the client's fault, and its 4xx status: Fastify's own
 * refusals (unreadable body, too large) carry one, and the product's request guards (a NUL in a
 * JSON key or in the path, JSON nested too deep) throw an AppError before any route runs. A
 * carrier answers such input with a 400 of its own shape, never a 500. Null: the mock's fault.
 */
export function mockClientStatus(error: unknown): number | null {
  const { statusCode, name } = (error ?? {}) as { statusCode?: number; name?: string };
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return statusCode;
  return name === 'AppError' ? 400 : null;
}
