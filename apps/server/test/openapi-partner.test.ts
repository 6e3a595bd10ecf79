import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Demo mode: the carrier, gateway and PAC mocks and the dev mailbox are mounted.
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the partner API document (GET /docs/json)', () => {
  it('lists only the public API: no mocks, webhook receivers, dev mailbox or web pages', async () => {
    const res = await t.request('GET', api('docs/json'), { tenant: null });
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/shipments', '/api/v1/quotes', '/api/v1/addresses']),
    );
    const internal = paths.filter(
      (p) =>
        !p.startsWith('/api/v1/') ||
        p.startsWith('/api/v1/webhooks/') ||
        p.startsWith('/api/v1/dev/') ||
        p.startsWith('/api/v1/docs') ||
        p.includes('__mocks'),
    );
    expect(internal).toEqual([]);
  });

  it('the full document behind it still has every route, each marked with its audience', async () => {
    const doc = t.app.openApiAll();
    const audience = (path: string, method: string) =>
      (doc.paths?.[path] as Record<string, { 'x-audience'?: string }> | undefined)?.[method]?.[
        'x-audience'
      ];
    expect(audience('/api/v1/shipments', 'post')).toBe('partner');
    expect(audience('/api/v1/webhooks/paypal/{tenantSlug}', 'post')).toBe('webhook');
    expect(audience('/__mocks/fedex/oauth/token', 'post')).toBe('mock');
    expect(audience('/api/v1/dev/mailbox', 'get')).toBe('internal');
    expect(audience('/api/v1/docs/json', 'get')).toBe('internal');
    expect(audience('/', 'get')).toBe('internal');
  });
});
