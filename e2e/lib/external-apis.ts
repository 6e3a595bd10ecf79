import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's webhook receiver on 127.0.0.1 (the demo server accepts any http(s) URL): it keeps
 * every request's headers and raw body and answers 200 (or what `answer` set).
 */
export async function startReceiver() {
  const received: ReceivedHook[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'application/json' });
      res.end(state.status < 300 ? '{"received":true}' : '{"error":"down for maintenance"}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/despacho`,
    received,
    /** What the receiver answers from now on (a 500 makes deliveries fail). */
    answer(status: number) {
      state.status = status;
    },
    /** The requests received so far, once there are at least `count` (the send is async). */
    async atLeast(count: number): Promise<ReceivedHook[]> {
      for (let i = 0; i < 80 && received.length < count; i++) {
        await new Promise((r) => setTimeout(r, 250));
      }
      return received;
    },
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * What a receiver does (partner contract): recompute v1 = HMAC-SHA256(secret, `${t}.${body}`)
 * over the raw body, compare in constant time, and refuse a t older than 5 minutes.
 */
export function signatureIsValid(hook: ReceivedHook, secret: string): boolean {
  const header = String(hook.headers['despacho-signature'] ?? '');
  const parts = Object.fromEntries(
    header.split(',').map((p) => p.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${hook.body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /api/v1/shipments with a partner key, as a merchant's system would. */
export function shipmentsWithKey(serverUrl: string, key: string): Promise<Response> {
  return fetch(`${serverUrl}/api/v1/shipments`, {
    headers: { authorization: `Bearer ${key}`, 'x-tenant': 'demo' },
  });
}
