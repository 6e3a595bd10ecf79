import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { CARRIER_INTEGRATIONS } from '../src/integrations/carriers/carrier-integrations';
import type { CarrierIntegration } from '../src/integrations/carriers/carrier-integration';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  startFedexMockServer,
  type RunningFedexMock,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { refreshAllTracking } from '../src/jobs/shipment.jobs';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import { scanPdfBarcodes } from './helpers/barcode-scan';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, customerWithBalance, draftShipment } from './helpers/shipment-fixture';

/**
 * Mexico's carriers end to end through the product (issue 19): each demo carrier quoted, bought
 * in letter, 4×6 and ZPL, tracked to delivery and cancelled, against its own protocol mock over
 * HTTP; and all six carriers quoted at once.
 */
let t: TestApp;
let fedex: RunningFedexMock;
const mocks: FastifyInstance[] = [];
let clock = Date.now();
let buyer: { id: number; token: string };
const EMAIL = 'mx-carriers@despacho.test';
/** The carriers the demo sells (Carssa, our own contract, is not among them). */
const DEMO_CARRIERS = CARRIER_INTEGRATIONS.filter((i) => i.demo.services.length > 0);

/** Points the demo carrier of a provider at a mock (its `base_url` setting). */
async function pointAt(providerCode: string, baseUrl: string) {
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    await tx.execute(sql`insert into carrier_settings (tenant_id, carrier_id, key, value)
      select c.tenant_id, c.id, 'base_url', ${baseUrl} from carriers c
      join providers p on p.id = c.provider_id
      where p.code = ${providerCode} and c.own_agreements = false`);
    await bumpCatalogueVersion(tx, t.demoTenantId);
  });
}

async function startMock(integration: CarrierIntegration): Promise<string> {
  const app = Fastify();
  await app.register(
    integration.mockPlugin({ mode: 'demo', now: () => clock, trackStepMs: 60_000 }),
    { prefix: integration.mockPrefix },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  mocks.push(app);
  return `${url}${integration.mockPrefix}`;
}

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true, mexicanCarriers: true, carrierDeadlineMs: 5_000 });
  // Closed while the hung account's call may still be open (its late answer is let run).
  fedex = await startFedexMockServer({
    now: () => clock,
    trackStepMs: 60_000,
    forceCloseConnections: true,
  });
  await pointAt('FedexRest', fedex.url);
  for (const integration of DEMO_CARRIERS) {
    await pointAt(integration.providerCode, await startMock(integration));
  }
  buyer = await customerWithBalance(t, EMAIL, 10_000_000);
});
afterAll(async () => {
  await t?.close();
  await fedex?.close();
  await Promise.all(mocks.map((m) => m.close()));
});

interface RateView {
  service_id: number;
  carrier_name: string;
  provider_code?: string;
  total: string;
}

async function ratesOf(id: number): Promise<RateView[]> {
  const res = await t.request('GET', api(`shipments/${id}/rates`), { token: buyer.token });
  expect(res.status).toBe(200);
  return res.body.data.rates;
}

/** The demo services of a provider's carrier, by id. */
async function servicesOf(providerCode: string): Promise<{ id: number; code: string }[]> {
  return withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const result = await tx.execute(sql`select s.id, s.code from services s
      join carriers c on c.id = s.carrier_id join providers p on p.id = c.provider_id
      where p.code = ${providerCode} and c.own_agreements = false order by s.id`);
    return rowsOf<{ id: number; code: string }>(result);
  });
}

const setFormat = (value: string) =>
  t.request('POST', api('users/update_preference'), {
    token: buyer.token,
    body: { preference: { key: 'label_printing_format', value } },
  });

async function buy(serviceId: number): Promise<{ id: number; tracking: string }> {
  const id = await draftShipment(t, { token: buyer.token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    body: { rate: { service_id: serviceId, is_pickup: false, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return { id, tracking: res.body.data.shipment.tracking_number };
}

const label = (id: number, format?: string) =>
  t.request('GET', api(`shipments/${id}/label`), {
    token: buyer.token,
    query: format ? { format } : {},
  });

describe('a quote 64000 → 06700 on the demo', () => {
  it('shows rates from all six carriers at once', async () => {
    const id = await draftShipment(t, { token: buyer.token });
    const rates = await ratesOf(id);
    const carriers = new Set(rates.map((r) => r.carrier_name));
    for (const name of ['Despacho Express', 'FedEx', ...DEMO_CARRIERS.map((i) => i.demo.name)])
      expect(carriers).toContain(name);
  });
});

describe('with one carrier hung', () => {
  it('the others still answer; staff see the hung one named with its reason', async () => {
    const account = (value: string) =>
      withTenant(t.database.db, t.demoTenantId, async (tx) => {
        await tx.execute(sql`update carrier_settings set value = ${value}
          where key = 'account_number' and carrier_id = (select c.id from carriers c
            join providers p on p.id = c.provider_id where p.code = 'FedexRest')`);
        await bumpCatalogueVersion(tx, t.demoTenantId);
      });
    // FedEx's mock answers account 7000NNNNN after NNNNN ms: 30 s, far past the deadline.
    await account('700030000');
    try {
      const id = await draftShipment(t, { token: buyer.token });
      const started = Date.now();
      const res = await t.request('GET', api(`shipments/${id}/rates`), {
        as: 'admin',
        query: { include_rejected: 'true' },
      });
      expect(Date.now() - started).toBeLessThan(15_000);
      const names = new Set(res.body.data.rates.map((r: RateView) => r.carrier_name));
      for (const i of DEMO_CARRIERS) expect(names).toContain(i.demo.name);
      expect(names).not.toContain('FedEx');
      const fedexRejections = res.body.data.rejected.filter(
        (r: { carrier_name?: string }) => r.carrier_name === 'FedEx',
      );
      expect(fedexRejections.length).toBeGreaterThan(0);
      for (const r of fedexRejections) expect(r.code).toBe('quote.unavailable');
    } finally {
      await account(FEDEX_MOCK_DEMO_CREDENTIALS.account_number);
    }
  });
});

describe.each(DEMO_CARRIERS.map((i) => [i.demo.name, i] as const))('%s', (_name, integration) => {
  it('quotes each of its demo services at the carrier’s rate plus the tenant’s layers', async () => {
    const services = await servicesOf(integration.providerCode);
    expect(services.length).toBe(integration.demo.services.length);
    const id = await draftShipment(t, { token: buyer.token });
    const rates = await ratesOf(id);
    const national = integration.demo.services.filter((s) => s.serviceType === 'national');
    const quoted = rates.filter((r) => services.some((s) => s.id === r.service_id));
    expect(quoted.length).toBe(national.length);
    for (const r of quoted) expect(Number(r.total)).toBeGreaterThan(0);
  });

  it('buys a label in letter, 4×6 and ZPL whose barcode reads the tracking number', async () => {
    const [service] = await servicesOf(integration.providerCode);
    for (const format of ['pdf', 'thermal', 'zpl'] as const) {
      expect((await setFormat(format)).status).toBe(200);
      const { id, tracking } = await buy(service!.id);
      expect(tracking).toBeTruthy();
      const file = await label(id);
      expect(file.status).toBe(200);
      if (format === 'zpl') {
        const zpl = file.raw.toString('utf8');
        expect(zpl).toMatch(/^\^XA/);
        expect(zpl).toMatch(/\^BC/);
        expect(zpl).toContain(tracking);
        continue;
      }
      expect(file.raw.subarray(0, 4).toString()).toBe('%PDF');
      expect(await scanPdfBarcodes(file.raw)).toContain(`CODE-128:${tracking}`);
      // The other paper size, fitted from the carrier's PDF, scans too.
      const other = await label(id, format === 'pdf' ? 'thermal' : 'letter');
      expect(other.status).toBe(200);
      expect(await scanPdfBarcodes(other.raw)).toContain(`CODE-128:${tracking}`);
    }
    await setFormat('pdf');
  });

  it('tracks a bought label through the mock to delivered', async () => {
    const [service] = await servicesOf(integration.providerCode);
    const { id } = await buy(service!.id);
    for (let step = 0; step < 10; step++) {
      clock += 61_000;
      await withTenant(t.database.db, t.demoTenantId, (tx) =>
        tx.execute(sql`update shipments set tracking_checked_at = null where id = ${id}`),
      );
      await refreshAllTracking(t.deps, new Date());
    }
    const events = await t.request('GET', api(`shipments/${id}/tracking`), {
      token: buyer.token,
    });
    const statuses = events.body.data.map((e: { status: string }) => e.status);
    expect(statuses).toEqual(expect.arrayContaining(['picked_up', 'in_transit', 'delivered']));
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data).toMatchObject({ status: 'delivered', tracking_status: 'delivered' });
  });

  it('cancels a label and gives the buyer back exactly what was charged', async () => {
    const before = await balanceOf(t, EMAIL);
    const [service] = await servicesOf(integration.providerCode);
    const { id } = await buy(service!.id);
    expect(await balanceOf(t, EMAIL)).not.toEqual(before);
    const canceled = await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' });
    expect(canceled.status).toBe(200);
    expect(await balanceOf(t, EMAIL)).toEqual(before);
  });
});
