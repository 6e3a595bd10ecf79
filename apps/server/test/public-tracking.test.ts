import { hasValidCheckDigit } from '@despacho/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { freeTrackingNumberSql } from '../src/modules/shipments/tracking-number';
import { TRACKING_POSTAL_CODE_TRIES } from '../src/modules/shipments/shipment-tracking.service';
import { customerWithBalance, draftShipment, serviceIdOf } from './helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, type TestApp } from './helpers/test-app';

let t: TestApp;
let ground: number;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  buyer = await customerWithBalance(t, 'rastreo@despacho.test', 1_000_000);
});
afterAll(async () => t?.close());

/** Buys a Despacho Express label (a number the platform makes); answers id and number. */
async function bought(): Promise<{ id: number; tracking: string }> {
  const id = await draftShipment(t, { token: buyer.token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  expect(res.status).toBe(200);
  return { id, tracking: res.body.data.shipment.tracking_number as string };
}

const track = (n: string, opts: { postal_code?: string; ip?: string; token?: string } = {}) =>
  t.request('GET', api(`tracking/${n}`), {
    ip: opts.ip ?? '198.51.100.1',
    token: opts.token,
    query: opts.postal_code === undefined ? undefined : { postal_code: opts.postal_code },
    lang: 'en',
  });

describe('platform tracking numbers', () => {
  it('are random 15-digit numbers with a check digit, not the shipment id', async () => {
    const a = await bought();
    const b = await bought();
    for (const { id, tracking } of [a, b]) {
      expect(tracking).toMatch(/^9\d{14}$/);
      expect(hasValidCheckDigit(tracking)).toBe(true);
      expect(tracking).not.toContain(String(id).padStart(10, '0'));
    }
    // Consecutive purchases do not give neighbouring numbers (they used to step by the id).
    const gap = Math.abs(Number(a.tracking.slice(1, -1)) - Number(b.tracking.slice(1, -1)));
    expect(gap).toBeGreaterThan(1_000_000);
  });

  it('skip a number a shipment of the same tenant already has, and only of that tenant', async () => {
    const { tracking } = await bought();
    const pick = (tenantId: number) =>
      withTenant(t.database.db, tenantId, async (tx) => {
        const sqlText = `select ${freeTrackingNumberSql([tracking, '900000000000000'])} as n`;
        return rowsOf<{ n: string }>(await tx.execute(sql.raw(sqlText)))[0]!.n;
      });
    expect(await pick(t.demoTenantId)).toBe('900000000000000');
    expect(await pick(t.other.tenantId)).toBe(tracking);
  });

  it('keeps numbers issued before (shipment id based) working on the tracking page', async () => {
    const { id } = await bought();
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update shipments set tracking_number = '900000001231' where id = ${id}`),
    );
    const res = await track('900000001231', { postal_code: '06700' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tracking_number: '900000001231', details: true });
  });
});

describe('the public tracking page', () => {
  it('shows status and dates to anyone with the number; places and words need the destination CP', async () => {
    const { tracking } = await bought();
    const bare = await track(tracking);
    expect(bare.status).toBe(200);
    expect(bare.body.data).toMatchObject({
      tracking_number: tracking,
      status: 'created',
      carrier_name: expect.any(String),
      details: false,
      origin_city: null,
      destination_city: null,
    });
    expect(bare.body.data.shipped_at).toEqual(expect.any(String));
    expect(bare.body.data.events).toEqual([
      {
        status: 'created',
        occurred_at: expect.any(String),
        description: '',
        scan_code: null,
        city: null,
        state: null,
        country_code: null,
      },
    ]);
    for (const secret of ['Monterrey', 'Ciudad de M', '06700', '64000', 'Luis', 'Carmen'])
      expect(bare.text).not.toContain(secret);

    // As printed on the label, or typed with spaces or a dash.
    for (const postal_code of ['06700', ' 06700 ', '067-00']) {
      const full = await track(tracking, { postal_code });
      expect(full.status).toBe(200);
      expect(full.body.data).toMatchObject({
        details: true,
        origin_city: 'Monterrey',
        destination_city: expect.stringMatching(/^Ciudad de M[eé]xico$/),
      });
    }
    for (const secret of ['Luis', 'Carmen', 'Orizaba', 'Juárez', '5512345678'])
      expect((await track(tracking, { postal_code: '06700' })).text).not.toContain(secret);
  });

  it('says a wrong CP is wrong, and locks the details after a few wrong ones from anywhere', async () => {
    const { tracking } = await bought();
    const wrong = await track(tracking, { postal_code: '64000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.postal_code).toEqual([
      "That postal code is not this shipment's destination",
    ]);
    for (let i = 1; i < TRACKING_POSTAL_CODE_TRIES; i++) {
      const guess = String(10000 + i * 7).padStart(5, '0');
      expect((await track(tracking, { postal_code: guess, ip: `203.0.113.${i}` })).status).toBe(
        422,
      );
    }
    const locked = await track(tracking, { postal_code: '06700', ip: '203.0.113.200' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The number itself still answers its status.
    expect((await track(tracking, { ip: '203.0.113.201' })).body.data.details).toBe(false);
    // Its owner, signed in, still sees everything.
    const own = await track(tracking, { token: buyer.token, ip: '203.0.113.202' });
    expect(own.body.data).toMatchObject({
      details: true,
      destination_city: expect.stringMatching(/^Ciudad de M[eé]xico$/),
    });
  });

  it('shows details without the CP to the owner and staff, not to another customer', async () => {
    const { tracking } = await bought();
    const owner = await track(tracking, { token: buyer.token });
    expect(owner.body.data.details).toBe(true);
    const staff = await track(tracking, { token: await t.tokenFor('operator') });
    expect(staff.body.data.details).toBe(true);
    const stranger = await track(tracking, { token: await t.tokenFor('customer') });
    expect(stranger.body.data).toMatchObject({ details: false, destination_city: null });
    const otherTenant = await t.request('GET', api(`tracking/${tracking}`), {
      tenant: OTHER_TENANT,
      query: { postal_code: '06700' },
    });
    expect(otherTenant.status).toBe(404);
  });

  it('answers at most 60 lookups a minute per client address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 60; i++) {
      const res = await track(`NOPE-${i}`, { ip });
      expect(res.status).toBe(404);
    }
    const over = await track('NOPE-60', { ip });
    expect(over.status).toBe(429);
    expect((await track('NOPE-60', { ip: '192.0.2.78' })).status).toBe(404);
  });
});
