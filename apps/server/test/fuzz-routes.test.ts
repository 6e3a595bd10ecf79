import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fuzzInputs,
  operationsOf,
  urlOf,
  type FuzzInput,
  type Operation,
} from './helpers/fuzz-requests';
import { PNG_1PX } from './helpers/images';
import { createTestApp, type Role, type TestApp } from './helpers/test-app';

/**
 * Every route the app serves (partner API, webhooks, uploads, public pages, the demo-mode mocks),
 * read from the full OpenAPI document, gets bad input of every kind: wrong types, null, missing
 * fields, huge values, NUL characters, malformed JSON, wrong content types, broken multipart,
 * bad path and query parameters. No answer may be a 5xx, and every 4xx of the API has the wire
 * shape `{messages, errors}`. Failures are collected and reported together.
 */

/** A built web app of three files, so the page routes are served whether or not it is built. */
const dist = mkdtempSync(join(tmpdir(), 'despacho-fuzz-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(dist, 'favicon.png'), PNG_1PX);

let t: TestApp;
let ops: Operation[];
beforeAll(async () => {
  // Demo mode (mocks and dev mailbox mounted) with the demo catalogue, so ids reach records;
  // listening on PUBLIC_URL as a demo server does, so carriers and gateways reach their mocks.
  const port = await freePort();
  t = await createTestApp({
    demoCatalogue: true,
    webDistDir: dist,
    config: { publicUrl: `http://127.0.0.1:${port}` },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  ops = operationsOf(t.app.openApiAll());
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const STAFF_FIRST: Role[] = ['developer', 'customer', 'main_admin', 'admin', 'operator'];

/** Tokens per role, signed in again when a route (sign out, a password change) revoked one. */
const tokens = new Map<Role, string>();
let client = 0;
const nextIp = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

async function tokenOf(role: Role): Promise<string> {
  const known = tokens.get(role);
  if (known) {
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/registrations',
      headers: { 'x-tenant': 'demo', authorization: `Bearer ${known}` },
    });
    if (check.statusCode === 200) return known;
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_in',
    remoteAddress: nextIp(),
    headers: { 'x-tenant': 'demo' },
    payload: { user: { email: t.emailOf(role), password: 'Despacho.2026' } },
  });
  if (res.statusCode !== 200)
    throw new Error(`the fuzz lost the ${role} account: sign in answered ${res.statusCode}`);
  const token = (res.json() as { data: { token: string } }).data.token;
  tokens.set(role, token);
  return token;
}

interface Sent {
  status: number;
  body: string;
  json: unknown;
}

async function send(op: Operation, input: FuzzInput, token: string | null): Promise<Sent> {
  const headers: Record<string, string> = { 'x-tenant': 'demo', ...input.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op, input),
    headers,
    remoteAddress: nextIp(),
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  });
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: res.body, json };
}

/** Values of path parameters that reach a real record (the first of the list above it). */
async function realParams(op: Operation): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const named: Record<string, string> = {
    tenantSlug: 'demo',
    slug: 'demo',
    key: op.path.includes('/settings/') ? 'register' : 'shipments',
    postal_code: '64000',
    tracking_number: 'DSP000000001',
    chargeId: 'abc123',
  };
  for (const { name, schema } of op.pathParams) {
    if (schema.enum?.length) out[name] = String(schema.enum[0]);
    else if (named[name]) out[name] = named[name]!;
    else if (op.path.startsWith('/api/v1/users/{id}') && name === 'id')
      out[name] = String(await customerId());
    else if (name === 'service_id') out[name] = await firstId('/api/v1/services');
    else if (op.path.startsWith('/api/v1/fiscal_data/')) out[name] = '0';
    else if (op.path.startsWith('/api/v1/tax_fiscal_data/')) out[name] = String(await customerId());
    else {
      const prefix = op.path.slice(0, op.path.indexOf(`/{${name}}`));
      const filled = prefix.replace(/\{([^}]+)\}/g, (_, n: string) => out[n] ?? '1');
      out[name] = filled.startsWith('/api/') ? await firstId(filled) : 'x';
    }
  }
  return out;
}

async function firstId(listPath: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: listPath,
    headers: { 'x-tenant': 'demo', authorization: `Bearer ${await tokenOf('developer')}` },
  });
  const data = res.statusCode === 200 ? (res.json() as { data?: unknown }).data : undefined;
  const first = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined) : undefined;
  return first?.id !== undefined ? String(first.id) : '1';
}

let customer: number | undefined;
async function customerId(): Promise<number> {
  customer ??= (
    (await t.request('GET', '/api/v1/registrations', { as: 'customer' })).body as {
      data: { id: number };
    }
  ).data.id;
  return customer;
}

/** Deletions last, so the records the other routes reach are still there. */
function inRunOrder(list: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.path === '/api/v1/sign_out' ? 2 : op.method === 'DELETE' ? 1 : 0;
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/**
 * A SOAP 1.1 service answers every fault with HTTP 500 (SOAP 1.1 §6.2), bad input included: the
 * carrier mocks that speak SOAP (Redpack, Estafeta's label service, Carssa) do as the carriers'
 * servers do, so their connectors are tested against the real protocol. Only such a fault is
 * let through; any other 5xx from a mock is a failure.
 */
const soapFault = (op: Operation, res: Sent) =>
  op.audience === 'mock' &&
  res.status === 500 &&
  /^<\?xml[^>]*>\s*<([\w-]+:)?Envelope\b/.test(res.body) &&
  /<([\w-]+:)?Fault>/.test(res.body);

function wireShaped(json: unknown): boolean {
  const body = json as { messages?: unknown; errors?: unknown } | undefined;
  return (
    !!body &&
    Array.isArray(body.messages) &&
    body.messages.length > 0 &&
    !!body.errors &&
    typeof body.errors === 'object'
  );
}

describe('fuzzing every route', () => {
  it('the full document lists every route Fastify serves', () => {
    // printRoutes is Fastify's own routing table; HEAD routes mirror the GET ones.
    const table = t.app.printRoutes({ commonPrefix: false });
    // Wildcard routes print as one merged "* (…)" node whatever their prefix (find-my-way), so
    // they are counted apart: the rest one to one, each documented wildcard found by hasRoute.
    const served = [...table.matchAll(/^(.*?)\(([A-Z, ]+)\)$/gm)]
      .filter((m) => !/(^|[\s─/])\*\s*$/.test(m[1]!))
      .flatMap((m) => m[2]!.split(', '))
      .filter((m) => m !== 'HEAD');
    expect(ops.filter((op) => !op.path.includes('{*}')).length).toBe(served.length);
    const missing = ops.filter(
      (op) =>
        !t.app.hasRoute({
          method: op.method as 'GET',
          url: op.path.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1'),
        }),
    );
    expect(missing).toEqual([]);
    const audiences = new Set(ops.map((op) => op.audience));
    expect([...audiences].sort()).toEqual(['internal', 'mock', 'partner', 'webhook']);
    expect(ops.filter((op) => op.upload).length).toBeGreaterThanOrEqual(10);
  });

  it('answers bad input on every route with a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    const unreached: string[] = [];
    let sent = 0;
    for (const op of inRunOrder(ops)) {
      const route = `${op.method} ${op.path}`;
      const api = op.path.startsWith('/api/v1/') && op.audience !== 'webhook';
      const real = await realParams(op);
      const inputs = fuzzInputs(op, real);
      const check = (role: Role | null, input: FuzzInput, res: Sent) => {
        sent += 1;
        const who = role ?? 'anonymous';
        const excerpt = res.body.slice(0, 300);
        if (res.status >= 500 && !soapFault(op, res))
          failures.push(`${route} as ${who} · ${input.label} → ${res.status} ${excerpt}`);
        else if (api && res.status >= 400 && !wireShaped(res.json))
          failures.push(
            `${route} as ${who} · ${input.label} → ${res.status} not {messages, errors}: ${excerpt}`,
          );
      };
      // The route's access rule stopped the request before its handler (not the handler's own
      // 401 or 403, such as wrong credentials at sign in).
      const letsIn = async (role: Role | null, token: string | null) => {
        const res = await send(op, inputs[0]!, token);
        check(role, inputs[0]!, res);
        const code = (res.json as { code?: string } | undefined)?.code;
        return !(api && (code === 'unauthenticated' || code === 'forbidden'));
      };
      const runAll = async (role: Role | null, token: string | null) => {
        for (const input of inputs.slice(1)) check(role, input, await send(op, input, token));
      };
      // Anonymous first: everything where the route lets anybody in, else the first input.
      let reached = false;
      if (await letsIn(null, null)) {
        await runAll(null, null);
        reached = true;
      }
      if (api) {
        // Signed in: the first role the route lets in, developer first so that no permission
        // check stands in front of a handler.
        for (const role of STAFF_FIRST) {
          const token = await tokenOf(role);
          if (!(await letsIn(role, token))) continue;
          await runAll(role, token);
          reached = true;
          break;
        }
      }
      if (!reached) unreached.push(route);
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, `${failures.length} failures:\n${failures.join('\n')}`).toEqual([]);
    expect(unreached).toEqual([]);
  }, 600_000);
});
