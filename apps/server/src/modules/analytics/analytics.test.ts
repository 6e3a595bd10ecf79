import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type Role, type TestApp } from '../../../test/helpers/test-app';
import { withTenant } from '../../db/tenant-tx';
import { seedWorld } from './analytics-test-kit';
import { analyticsUrlProblem } from '../settings/analytics-url';
import { verifyEmbedToken } from './embed-token';

let t: TestApp;
let carmen: number;
let rosa: number;
const RANGE = { from: '2026-02-28', to: '2026-03-03' };

beforeAll(async () => {
  t = await createTestApp();
  ({ carmen, rosa } = await seedWorld(t));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (as: Role, query: Record<string, string> = RANGE) =>
  t.request('GET', api('analytics'), { as, query });

describe('GET analytics: a customer', () => {
  it('sees her own bought shipments, to the centavo, per day of the tenant calendar', async () => {
    const res = await get('customer');
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({
      from: '2026-02-28',
      to: '2026-03-03',
      user_id: carmen,
      margins: null,
    });
    // A (153.35) + B (279.00) + F (50.00): not the draft, not the cancelled one, not G (4 Mar).
    expect(a.totals).toEqual({
      shipments: 3,
      spend: '482.35',
      billed_kg: '8.000',
      cost_per_kg: '60.29',
      delivered: 1,
      avg_delivery_days: '2.5',
      overweights: 1,
      overweight_amount: '150.00',
    });
    // 05:30 UTC on 1 March is 23:30 of 28 February in Monterrey.
    expect(a.per_day).toEqual([
      { date: '2026-02-28', shipments: 1, spend: '153.35' },
      { date: '2026-03-01', shipments: 1, spend: '279.00' },
      { date: '2026-03-02', shipments: 0, spend: '0.00' },
      { date: '2026-03-03', shipments: 1, spend: '50.00' },
    ]);
    expect(a.by_carrier).toEqual([
      { name: 'Despacho Express', shipments: 1, spend: '153.35' },
      { name: 'FedEx', shipments: 1, spend: '279.00' },
      { name: 'Manual', shipments: 1, spend: '50.00' },
    ]);
    expect(a.by_service).toContainEqual({
      name: 'Express',
      carrier: 'FedEx',
      shipments: 1,
      spend: '279.00',
    });
    expect(a.by_status).toEqual([
      { status: 'success', shipments: 2 },
      { status: 'canceled', shipments: 1 },
      { status: 'delivered', shipments: 1 },
    ]);
    expect(a.delivery_by_carrier).toEqual([{ name: 'FedEx', delivered: 1, avg_days: '2.5' }]);
    expect(a.overweights_per_day.map((d: { amount: string }) => d.amount)).toEqual([
      '0.00',
      '0.00',
      '150.00',
      '0.00',
    ]);
    expect(JSON.stringify(a)).not.toMatch(/platform|tenant_amount|admin_amount/);
  });

  it('cannot look at another account: user_id is ignored for her', async () => {
    const res = await get('customer', { ...RANGE, user_id: String(rosa) });
    expect(res.status).toBe(200);
    expect(res.body.data.user_id).toBe(carmen);
    expect(res.body.data.totals.spend).toBe('482.35');
  });

  it('defaults to the last 30 days up to today', async () => {
    const res = await t.request('GET', api('analytics'), { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.data.per_day).toHaveLength(30);
    expect(res.body.data.per_day.at(-1).date).toBe(res.body.data.to);
  });
});

describe('GET analytics: staff', () => {
  it("sees the tenant's figures (not another tenant's) and the margins of their layers", async () => {
    const res = await get('main_admin');
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.user_id).toBeNull();
    expect(a.totals).toMatchObject({
      shipments: 4,
      spend: '682.35',
      overweights: 2,
      overweight_amount: '220.00',
    });
    expect(a.per_day[2]).toEqual({ date: '2026-03-02', shipments: 1, spend: '200.00' });
    // rating.md §8: the tenant owner sees from the tenant layer down, not the platform's.
    expect(a.margins.layers).toEqual(['tenant', 'admin']);
    expect(a.margins.total).toEqual({
      carrier_cost: null,
      platform: null,
      tenant: '88.00',
      admin: '99.35',
    });
    expect(a.margins.per_day[0]).toEqual({
      date: '2026-02-28',
      carrier_cost: null,
      platform: null,
      tenant: '23.00',
      admin: '15.35',
    });
  });

  it('developers see every layer and the carrier cost; admins their own; operators none', async () => {
    const dev = (await get('developer')).body.data.margins;
    expect(dev.total).toEqual({
      carrier_cost: '400.00',
      platform: '95.00',
      tenant: '88.00',
      admin: '99.35',
    });
    const admin = (await get('admin')).body.data.margins;
    expect(admin.layers).toEqual(['admin']);
    expect(admin.total).toEqual({
      carrier_cost: null,
      platform: null,
      tenant: null,
      admin: '99.35',
    });
    const operator = (await get('operator')).body.data.margins;
    expect(operator.layers).toEqual([]);
    expect(operator.total.admin).toBeNull();
  });

  it('filters by customer', async () => {
    const res = await get('admin', { ...RANGE, user_id: String(rosa) });
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toMatchObject({ shipments: 1, spend: '200.00', overweights: 1 });
  });

  it("answers 404 for another tenant's user", async () => {
    const res = await get('admin', { ...RANGE, user_id: String(t.other.customerId) });
    expect(res.status).toBe(404);
  });
});

describe('GET analytics: bad ranges', () => {
  it.each([
    [{ from: '2026-03-05', to: '2026-03-01' }, 'from'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: 'ayer', to: '2026-03-01' }, 'from'],
  ])('%j is a 422 on %s', async (query, field) => {
    const res = await get('customer', query);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('takes exactly 366 days', async () => {
    expect((await get('customer', { from: '2025-01-01', to: '2026-01-01' })).status).toBe(200);
  });
});

describe('GET analytics/export', () => {
  it('is a real xlsx with the same figures, a sheet per table', async () => {
    const res = await t.request('GET', api('analytics/export'), {
      as: 'main_admin',
      query: { ...RANGE, format: 'xlsx' },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('analytics.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por día',
      'Por paquetería',
      'Por servicio',
      'Por estado',
      'Tiempos de entrega',
      'Márgenes',
    ]);
    const summary = book.getWorksheet('Resumen')!;
    expect(summary.getRow(5).values).toEqual([undefined, 'Gasto (MXN)', 682.35]);
    const days = book.getWorksheet('Por día')!;
    expect(days.getRow(4).values).toEqual([undefined, '2026-03-02', 1, 200, 1, 150]);
  });

  it('is a CSV in English for a customer, without margins', async () => {
    const res = await t.request('GET', api('analytics/export'), {
      as: 'customer',
      lang: 'en',
      query: { ...RANGE, format: 'csv' },
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Spend (MXN),482.35');
    expect(res.text).toContain('2026-02-28,1,153.35,0,0');
    expect(res.text).not.toContain('Margin');
  });
});

describe('GET analytics/embed', () => {
  const setUrl = (value: string) =>
    withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update settings set value = ${value} where key = 'analytics_url'`),
    );

  it('is null until the tenant sets analytics_url', async () => {
    const res = await t.request('GET', api('analytics/embed'), { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ url: null });
  });

  it('carries the e-mail, a token that verifies and expires, the tenant, API and theme', async () => {
    await setUrl('https://bi.example.com/tablero?origen=despacho');
    const before = new Date();
    const res = await t.request('GET', api('analytics/embed'), { as: 'customer' });
    await setUrl('');
    const url = new URL(res.body.data.url);
    expect(url.origin + url.pathname).toBe('https://bi.example.com/tablero');
    expect(url.searchParams.get('origen')).toBe('despacho');
    expect(url.searchParams.get('email')).toBe(t.emailOf('customer'));
    expect(url.searchParams.get('tenant_id')).toBe('demo');
    expect(url.searchParams.get('api_url')).toBe(`${t.config.publicUrl}/api/v1`);
    expect(url.searchParams.get('theme')).toBe('light');
    const token = url.searchParams.get('token')!;
    expect(verifyEmbedToken(t.config.appSecret, token)).toMatchObject({
      uid: carmen,
      tid: t.demoTenantId,
    });
    const in11min = new Date(before.getTime() + 11 * 60_000);
    expect(verifyEmbedToken(t.config.appSecret, token, in11min)).toBeNull();
    expect(verifyEmbedToken('otro-secreto-de-16-caracteres', token)).toBeNull();
    expect(verifyEmbedToken(t.config.appSecret, `${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('treats a value that is not a URL as unset', async () => {
    await setUrl('no es una url');
    const res = await t.request('GET', api('analytics/embed'), { as: 'admin' });
    await setUrl('');
    expect(res.body.data).toEqual({ url: null });
  });
});

describe('access', () => {
  it('needs a signed-in user', async () => {
    expect((await t.request('GET', api('analytics'), { as: null })).status).toBe(401);
  });
});

describe('analytics_url values', () => {
  it.each([
    ['https://bi.example.com/x', 'production', null],
    ['http://bi.example.com/x', 'production', 'https'],
    ['http://127.0.0.1:5173/', 'demo', null],
    ['javascript:alert(1)', 'demo', 'scheme'],
    ['https://user:pw@bi.example.com/', 'production', 'credentials'],
    ['bi.example.com', 'production', 'invalid'],
  ] as const)('%s in %s: %s', (value, mode, problem) => {
    expect(analyticsUrlProblem(value, mode)).toBe(problem);
  });
});
