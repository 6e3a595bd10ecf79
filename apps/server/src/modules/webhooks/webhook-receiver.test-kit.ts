import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a merchant's receiver got: the raw body (as signed) and the headers. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  json: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

type Answer = { status: number; body?: string } | Promise<{ status: number; body?: string }>;

/**
 * A real HTTP receiver on 127.0.0.1 (port 0), as a merchant would run: it records each POST
 * and answers what `answer` says for that path (200 by default). `next(path)` resolves with
 * the next request to that path, so a test waits for an event rather than for a time.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, (r: Received, n: number) => Answer>();
  const waiters: { path: string; count: number; resolve: (r: Received) => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const r: Received = { path, headers: req.headers, raw, json: JSON.parse(raw || '{}') };
      received.push(r);
      const n = received.filter((x) => x.path === path).length;
      for (const w of [...waiters])
        if (w.path === path && n >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(received.filter((x) => x.path === path)[w.count - 1]!);
        }
      void Promise.resolve(answers.get(path)?.(r, n) ?? { status: 200, body: 'ok' }).then((a) => {
        res.writeHead(a.status, { 'content-type': 'text/plain' });
        res.end(a.body ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received: (path: string) => received.filter((r) => r.path === path),
    answer(path: string, fn: (r: Received, n: number) => Answer) {
      answers.set(path, fn);
    },
    /** Resolves with the `count`-th request to `path` (now, if it already came). */
    nth(path: string, count: number): Promise<Received> {
      const got = received.filter((r) => r.path === path);
      if (got.length >= count) return Promise.resolve(got[count - 1]!);
      return new Promise((resolve) => waiters.push({ path, count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The receiver's check, as the docs show it: HMAC-SHA256 over "t.raw body", constant time. */
export function verifySignature(
  secret: string,
  raw: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || nowSeconds - t > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Waits until `check` answers a value (a condition, not a time: it fails after 25 s). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
): Promise<T> {
  const end = Date.now() + 25_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
}
