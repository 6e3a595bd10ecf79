import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierConnector } from '../src/integrations/carriers/carrier-connector';
import { ConnectorRegistry } from '../src/integrations/carriers/connector-registry';
import { CatalogueFixture } from './helpers/catalogue-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 24, first load: scripts go out precompressed (the build's .br/.gz, chosen by
 * Accept-Encoding), API replies above 1 KB are compressed on the fly, and the streamed quote
 * still arrives line by line.
 */
const script = `console.log(${JSON.stringify('despacho '.repeat(400))});`;
const dist = mkdtempSync(join(tmpdir(), 'despacho-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>D</title></head></html>',
);
const chunk = join(dist, 'assets', 'index-abc123.js');
writeFileSync(chunk, script);
writeFileSync(`${chunk}.br`, brotliCompressSync(script));
writeFileSync(`${chunk}.gz`, gzipSync(script));
writeFileSync(join(dist, 'assets', 'small-def456.js'), 'export {};');

/** A carrier whose answer waits until the test lets it go. */
let release: () => void = () => {};
const held: CarrierConnector = {
  providerCode: 'HeldQuoter',
  requiredSettings: [],
  async rate(ctx) {
    await new Promise<void>((resolve, reject) => {
      release = resolve;
      ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
    return [{ service_code: 'EXP', amount_cents: 20_000, currency: 'MXN', transit_days: 1 }];
  },
};

let t: TestApp;
let mx: number;
beforeAll(async () => {
  t = await createTestApp({
    webDistDir: dist,
    connectors: new ConnectorRegistry().register(held),
    carrierDeadlineMs: 2500,
  });
  const cat = new CatalogueFixture(t, t.demoTenantId);
  mx = await cat.country('MX', 'México');
  const generic = await cat.carrier({ name: 'Despacho Express' });
  await cat.prices(await cat.service(generic, { name: 'Terrestre', code: 'TERRESTRE' }), [
    [5, 100, 120, 150],
  ]);
  const slow = await cat.carrier({ name: 'Lenta', providerCode: 'HeldQuoter' });
  await cat.service(slow, { name: 'Lenta Exprés', code: 'EXP', useQuotedRates: true });
});
afterAll(async () => {
  release();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const getAsset = (path: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('precompressed static files', () => {
  it('sends brotli when accepted, else gzip, else the plain file; always Vary and immutable', async () => {
    const br = await getAsset('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await getAsset('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await getAsset('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves a file without compressed copies too, and never a copy as a file of its own', async () => {
    // No .br beside it (the build skips files under 1 KB): compressed on the fly, or sent plain.
    const small = await getAsset('/assets/small-def456.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(brotliDecompressSync(small.rawPayload).toString()).toBe('export {};');
    expect((await getAsset('/assets/small-def456.js')).payload).toBe('export {};');
    expect((await getAsset('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
  });

  it('keeps the app page uncached', async () => {
    const page = await getAsset('/shipments', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends the page's policy with the page and only nosniff and CORP with a built file", async () => {
    const page = await getAsset('/shipments', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const file = await getAsset('/assets/index-abc123.js', 'br');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(file.headers[documentOnly], documentOnly).toBeUndefined();

    // The API keeps every header, whatever its path looks like.
    const apiReply = await t.app.inject({ method: 'GET', url: api('docs/json') });
    expect(apiReply.headers['content-security-policy']).toBeDefined();
  });
});

describe('compressed API replies', () => {
  it('compresses a large reply for a client that accepts it, and not a small one', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: api('docs/json'),
      headers: { 'accept-encoding': 'br, gzip', 'x-tenant': 'demo' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);

    const small = await t.app.inject({
      method: 'GET',
      url: api('health'),
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('streams a quote line by line to a client that accepts compression', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const token = await t.tokenFor('customer');
    const body = JSON.stringify({
      quote: {
        parcel_type: 'box',
        length: 30,
        width: 20,
        height: 15,
        weight: 2.5,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: '06700',
        destination_country_id: mx,
      },
    });
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: api('quotes/stream'),
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'br, gzip',
            authorization: `Bearer ${token}`,
            'x-tenant': 'demo',
          },
        },
        resolve,
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    res.setEncoding('utf8');
    // The carrier is still held: the first line can only come if nothing buffers the stream.
    let received = '';
    for await (const part of res) {
      received += part as string;
      if (received.includes('\n')) break;
    }
    const first = JSON.parse(received.split('\n')[0]!) as {
      done: boolean;
      pending: { carrier_name: string }[];
    };
    expect(first.done).toBe(false);
    expect(first.pending.map((p) => p.carrier_name)).toEqual(['Lenta']);
    release();
  });
});
