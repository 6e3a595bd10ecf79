import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiSlowEvents,
  assertMockNotInProduction,
  headingPage,
  sendHtml,
  waitSlowMode,
} from './mock-http-kit';

type Event = Record<string, unknown>;

/** A real server whose GET /slow/:ms answers "done" through the kit's slow mode. */
async function slowServer(events: Event[], maxDelayMs: number) {
  const app = Fastify({ forceCloseConnections: true });
  const slowEvents = apiSlowEvents('rate', { account: '700000050' }, (e) => events.push(e));
  app.get<{ Params: { ms: string } }>('/slow/:ms', async (req, reply) => {
    if ((await waitSlowMode(reply, Number(req.params.ms), maxDelayMs, slowEvents)) === 'gone')
      return;
    return reply.send('done');
  });
  app.get('/down', async (_req, reply) => sendHtml(reply, headingPage('Mantenimiento'), 503));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}

describe('mock-http-kit', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses to build a mock in production mode, names the carrier', () => {
    expect(() => assertMockNotInProduction('production', 'Acme')).toThrow(
      'The Acme mock server never runs in production',
    );
    expect(() => assertMockNotInProduction('demo', 'Acme')).not.toThrow();
  });

  it('answers after the delay, capped by maxDelayMs, and records <api>_delayed', async () => {
    const events: Event[] = [];
    const server = await slowServer(events, 30);
    app = server.app;
    const started = Date.now();
    const res = await fetch(`${server.url}/slow/5000`);
    expect(await res.text()).toBe('done');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events).toEqual([{ type: 'rate_delayed', account: '700000050', ms: 30 }]);
  });

  it('records <api>_aborted and never answers when the client gives up first', async () => {
    const events: Event[] = [];
    const server = await slowServer(events, 5000);
    app = server.app;
    await expect(
      fetch(`${server.url}/slow/2000`, { signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual([
      { type: 'rate_delayed', account: '700000050', ms: 2000 },
      { type: 'rate_aborted', account: '700000050' },
    ]);
  });

  it('serves an HTML page with the status asked for', async () => {
    const server = await slowServer([], 0);
    app = server.app;
    const res = await fetch(`${server.url}/down`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<html><body><h1>Mantenimiento</h1></body></html>');
  });
});
