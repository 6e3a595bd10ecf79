import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from './helpers/images';
import { multipartFile } from './helpers/multipart';
import { api, createTestApp, type TestApp } from './helpers/test-app';

const dist = mkdtempSync(join(tmpdir(), 'despacho-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="theme-color" content="#1565c0" /><title>Despacho</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(dist, 'favicon.png'), PNG_1PX);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.request('GET', url, { tenant: null });

describe('the served web app', () => {
  it('answers a screen with the app, named after the tenant, and never cached stale', async () => {
    const res = await get('/notices/1/edit');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<meta name="despacho-tenant" content="demo">');
    expect(res.text).toContain('<title>Despacho Demo</title>');
  });

  it('answers a missing script or file with 404, not with the app’s HTML', async () => {
    for (const path of ['/assets/NoticesListPage-old123.js', '/assets/x.css', '/robots.txt']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('<div id="root">');
    }
    const chunk = await get('/assets/index-abc123.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('serves the partner API documentation page, while unknown API paths stay JSON 404s', async () => {
    const docs = await get('/api/docs/partners');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('<div id="root">');
    const unknown = await get('/api/docs/other');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  it('serves a favicon: the app’s own, then the tenant’s once uploaded; the title follows the brand', async () => {
    const fallback = await get('/favicon.ico');
    expect(fallback.status).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/png');

    const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), PNG_1PX]);
    const { body, headers } = multipartFile('file', 'f.ico', 'image/x-icon', ico);
    expect(
      (await t.request('POST', api('tenant/branding/favicon'), { as: 'admin', body, headers }))
        .status,
    ).toBe(200);
    const own = await get('/favicon.ico');
    expect(own.headers['content-type']).toBe('image/x-icon');
    expect(own.raw.equals(ico)).toBe(true);

    await t.request('PUT', api('tenant/branding'), {
      as: 'admin',
      body: { branding: { name: 'Paquetes <Sur>', primary_color: '#aa0000' } },
    });
    const page = await get('/');
    expect(page.text).toContain('<title>Paquetes &lt;Sur&gt;</title>');
    expect(page.text).toContain('<meta name="theme-color" content="#aa0000" />');
  });
});
