import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptFormBodies,
  billableWholeKg,
  acceptXmlBodies,
  apiSlowEvents,
  assertMockNotInProduction,
  headingPage,
  listenMock,
  makeRoomForToken,
  MockEventLog,
  rememberCapped,
  sameSecret,
  type RunningMock,
  sendHtml,
  waitSlowMode,
} from './mock-http-kit';

type Event = Record<string, unknown>;

/** A mock on its own server whose GET /slow/:ms answers "done" through the kit's slow mode. */
function slowServer(events: Event[], maxDelayMs: number) {
  const slowEvents = apiSlowEvents('rate', { account: '700000050' }, (e) => events.push(e));
  const plugin: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { ms: string } }>('/slow/:ms', async (req, reply) => {
      if ((await waitSlowMode(reply, Number(req.params.ms), maxDelayMs, slowEvents)) === 'gone')
        return;
      return reply.send('done');
    });
    app.get('/down', async (_req, reply) => sendHtml(reply, headingPage('Mantenimiento'), 503));
  };
  return listenMock(plugin, events, { forceCloseConnections: true });
}

describe('mock-http-kit', () => {
  let server: RunningMock<Event[]> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('refuses to build a mock in production mode, names the carrier', () => {
    expect(() => assertMockNotInProduction('production', 'Acme')).toThrow(
      'The Acme mock server never runs in production',
    );
    expect(() => assertMockNotInProduction('demo', 'Acme')).not.toThrow();
  });

  it('answers after the delay, capped by maxDelayMs, and records <api>_delayed', async () => {
    const events: Event[] = [];
    server = await slowServer(events, 30);
    const started = Date.now();
    const res = await fetch(`${server.url}/slow/5000`);
    expect(await res.text()).toBe('done');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events).toEqual([{ type: 'rate_delayed', account: '700000050', ms: 30 }]);
  });

  it('records <api>_aborted and never answers when the client gives up first', async () => {
    const events: Event[] = [];
    server = await slowServer(events, 5000);
    await expect(
      fetch(`${server.url}/slow/2000`, { signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual([
      { type: 'rate_delayed', account: '700000050', ms: 2000 },
      { type: 'rate_aborted', account: '700000050' },
    ]);
  });

  it('runs on its own loopback server and serves an HTML page with the status asked for', async () => {
    server = await slowServer([], 0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const res = await fetch(`${server.url}/down`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<html><body><h1>Mantenimiento</h1></body></html>');
  });

  it('keeps the newest events up to its limit and counts them by type', () => {
    const log = new MockEventLog<{ type: 'rate' | 'ship'; n: number }>(2);
    log.record({ type: 'rate', n: 1 });
    log.record({ type: 'ship', n: 2 });
    log.record({ type: 'rate', n: 3 });
    expect(log.events).toEqual([
      { type: 'ship', n: 2 },
      { type: 'rate', n: 3 },
    ]);
    expect(log.count('rate')).toBe(1);
  });

  it('forgets the oldest remembered entry once the map is full', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    rememberCapped(map, 'c', 3, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('compares secrets of any length', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret('s3cret', 's3cret!')).toBe(false);
    expect(sameSecret('', 'x')).toBe(false);
  });

  it('parses OAuth form bodies into objects and keeps XML bodies as text', async () => {
    const plugin: FastifyPluginAsync = async (app) => {
      acceptFormBodies(app);
      acceptXmlBodies(app, 1024);
      app.post('/echo', async (req) => ({ body: req.body }));
    };
    server = await listenMock(plugin, [], { forceCloseConnections: true });
    const post = async (type: string, body: string) =>
      (await fetch(`${server!.url}/echo`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      }).then((r) => r.json())) as { body: unknown };
    expect(await post('application/x-www-form-urlencoded', 'grant_type=x&client_id=a%20b')).toEqual(
      { body: { grant_type: 'x', client_id: 'a b' } },
    );
    expect(await post('text/xml; charset=utf-8', '<a>1</a>')).toEqual({ body: '<a>1</a>' });
  });

  it('forgets expired tokens before issuing another', () => {
    const tokens = new Map([
      ['old', { expiresAt: 1_000 }],
      ['live', { expiresAt: 9_000 }],
    ]);
    makeRoomForToken(tokens, 5_000);
    expect([...tokens.keys()]).toEqual(['live']);
  });

  it('bills the larger of actual and volumetric weight, in whole kg up', () => {
    expect(billableWholeKg(1.2, 10, 10, 10)).toBe(2);
    expect(billableWholeKg(1, 40, 30, 20)).toBe(5);
    expect(billableWholeKg(3, 10, 10, 10)).toBe(3);
  });
});
