import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  fedexMockPlugin,
} from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { withTenant } from '../../db/tenant-tx';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  mexicoId,
  one,
} from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, type TestApp } from '../../../test/helpers/test-app';

/**
 * Issue 19 through the API: a customer's own FedEx agreement, tested with the carrier on save
 * (the FedEx mock mounted where demo mode sends a sandbox carrier), quoted at the carrier's price
 * with the own-agreement fee as the total to its owner only, and bought for exactly the fee.
 */
let t: TestApp;
let mockHost: FastifyInstance;
let mx: number;
let owner: { id: number; token: string };
let neighbour: { id: number; token: string };
const OWNER = 'convenio@despacho.test';
const FEE = 2_500;

const setting = (value: string, tenantId = t.demoTenantId) =>
  withTenant(t.database.db, tenantId, (tx) =>
    tx.execute(sql`update settings set value = ${value} where key = 'user_own_agreements'`),
  );
const ownCarriers = () =>
  one<{ n: number }>(
    t,
    t.demoTenantId,
    sql`select count(*)::int as n from carriers where own_agreements`,
  ).then((r) => Number(r.n));
const fedexProviderId = () =>
  one<{ id: number }>(
    t,
    t.demoTenantId,
    sql`select id from providers where code = 'FedexRest'`,
  ).then((r) => r.id);

const form = async (settings: Record<string, string>, codes = ['FEDEX_EXPRESS_SAVER']) => ({
  own_agreement: { provider_id: await fedexProviderId(), settings, service_codes: codes },
});

const quoteAs = (token: string) =>
  t.request('POST', api('quotes'), {
    token,
    body: {
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
    },
  });
type WireRate = {
  service_id: number;
  carrier_id: number;
  total: string;
  carrier_price?: string;
  own_agreement?: true;
};

beforeAll(async () => {
  // Demo mode sends a sandbox carrier without base_url to <public url>/__mocks/fedex.
  mockHost = Fastify({ logger: false });
  await mockHost.register(fedexMockPlugin({ mode: 'demo' }), { prefix: '/__mocks/fedex' });
  await mockHost.listen({ port: 0, host: '127.0.0.1' });
  const address = mockHost.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await createTestApp({
    demoCatalogue: true,
    carrierDeadlineMs: 5_000,
    config: { publicUrl: `http://127.0.0.1:${port}` },
  });
  mx = await mexicoId(t);
  owner = await customerWithBalance(t, OWNER, 100_000);
  neighbour = await customerWithBalance(t, 'vecino@despacho.test', 100_000);
  await withTenant(t.database.db, t.demoTenantId, (tx) =>
    tx.execute(sql`update users set own_agreements_price_cents = ${FEE} where id = ${owner.id}`),
  );
});
afterAll(async () => {
  await t?.close();
  await mockHost?.close();
});

describe('own agreements (issue 19)', () => {
  it('do not exist while the setting user_own_agreements is 0', async () => {
    await setting('0');
    const list = await t.request('GET', api('own_agreements'), { token: owner.token });
    expect(list.status).toBe(403);
    const add = await t.request('POST', api('own_agreements'), {
      token: owner.token,
      body: await form({ ...DEMO }),
    });
    expect(add.status).toBe(403);
    expect(await ownCarriers()).toBe(0);
    await setting('1');
  });

  it('offer the providers with a connector, with their credential fields', async () => {
    const res = await t.request('GET', api('own_agreements/providers'), { token: owner.token });
    expect(res.status).toBe(200);
    const codes = res.body.data.map((p: { code: string }) => p.code);
    expect(codes).toContain('FedexRest');
    expect(codes).not.toContain('GenericCarrier');
    const fedex = res.body.data.find((p: { code: string }) => p.code === 'FedexRest');
    expect(fedex.fields).toEqual([
      { key: 'client_id', secret: true },
      { key: 'client_secret', secret: true },
      { key: 'account_number', secret: false },
    ]);
    expect(fedex.service_types.map((s: { code: string }) => s.code)).toContain(
      'FEDEX_EXPRESS_SAVER',
    );
  });

  it('refuse credentials the carrier refuses, and save nothing', async () => {
    const res = await t.request('POST', api('own_agreements'), {
      token: owner.token,
      lang: 'en',
      body: await form({ ...DEMO, client_secret: 'not-the-secret' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.base[0]).toMatch(/^The carrier refused the credentials/);
    expect(res.body.errors['settings.client_secret']).toEqual([
      'The carrier did not accept this value',
    ]);
    expect(res.text).not.toContain('not-the-secret');
    const missing = await t.request('POST', api('own_agreements'), {
      token: owner.token,
      lang: 'en',
      body: await form({ client_id: DEMO.client_id }),
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'settings.account_number',
      'settings.client_secret',
    ]);
    expect(await ownCarriers()).toBe(0);
  });

  let agreementId: number;
  let ownService: number;

  it('are added after the carrier accepts the credentials, secrets encrypted and masked', async () => {
    const res = await t.request('POST', api('own_agreements'), {
      token: owner.token,
      body: await form({ ...DEMO }),
    });
    expect(res.status).toBe(201);
    const a = res.body.data;
    agreementId = a.id;
    ownService = a.services[0].id;
    expect(a).toMatchObject({
      name: `${owner.id}-fedex-api-rest-${owner.id}-1`,
      status: 'active',
      environment: 'sandbox',
      user_id: owner.id,
      provider: { code: 'FedexRest' },
      services: [{ code: 'FEDEX_EXPRESS_SAVER' }],
    });
    expect(a.settings).toEqual([
      { key: 'account_number', value: DEMO.account_number, secret: false },
      { key: 'client_id', value: '*****', secret: true },
      { key: 'client_secret', value: '*****', secret: true },
    ]);
    expect(res.text).not.toContain(DEMO.client_secret);
    const stored = await one<{ value: string }>(
      t,
      t.demoTenantId,
      sql`select value from carrier_settings where carrier_id = ${agreementId} and key = 'client_secret'`,
    );
    expect(stored.value).not.toContain(DEMO.client_secret);
    const log = await one<{ new_value: string }>(
      t,
      t.demoTenantId,
      sql`select new_value from carrier_setting_logs where carrier_id = ${agreementId} and key = 'client_secret'`,
    );
    expect(log.new_value).toBe('*****');
  });

  it('belong to their owner: 404 for another customer and another tenant; staff read them', async () => {
    const mine = await t.request('GET', api(`own_agreements/${agreementId}`), {
      token: owner.token,
    });
    expect(mine.status).toBe(200);
    const theirs = await t.request('GET', api(`own_agreements/${agreementId}`), {
      token: neighbour.token,
    });
    expect(theirs.status).toBe(404);
    const edit = await t.request('PUT', api(`own_agreements/${agreementId}/status`), {
      token: neighbour.token,
      body: { status: 'suspended' },
    });
    expect(edit.status).toBe(404);
    await setting('1', t.other.tenantId);
    const otherTenant = await t.request('GET', api(`own_agreements/${agreementId}`), {
      as: 'customer',
      tenant: OTHER_TENANT,
    });
    expect(otherTenant.status).toBe(404);
    const otherList = await t.request('GET', api('own_agreements'), {
      as: 'admin',
      tenant: OTHER_TENANT,
      query: { user_id: String(owner.id) },
    });
    expect(otherList.body.data).toEqual([]);
    const staff = await t.request('GET', api('own_agreements'), {
      as: 'admin',
      query: { user_id: String(owner.id) },
    });
    expect(staff.body.data.map((a: { id: number }) => a.id)).toEqual([agreementId]);
    const staffAdd = await t.request('POST', api('own_agreements'), {
      as: 'admin',
      body: await form({ ...DEMO }),
    });
    expect(staffAdd.status).toBe(403);
  });

  it('quote at the carrier price with the fee as total, to the owner only', async () => {
    const mine = await quoteAs(owner.token);
    expect(mine.status).toBe(200);
    const own = (mine.body.data.rates as WireRate[]).find((r) => r.service_id === ownService)!;
    // Named as its carrier (the provider), not by its internal "7-fedex-api-rest-7-1" row name.
    expect(own).toMatchObject({
      own_agreement: true,
      total: '25.00',
      carrier_name: 'FedEx (API REST)',
    });
    expect(Number(own.carrier_price)).toBeGreaterThan(0);
    expect(mine.text).not.toContain('"admin_amount"');
    // The platform's own FedEx is still there, at its own (margined) price.
    const platform = (mine.body.data.rates as WireRate[]).filter((r) => !r.own_agreement);
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.every((r) => r.carrier_price === undefined)).toBe(true);

    const other = await quoteAs(neighbour.token);
    expect(other.status).toBe(200);
    expect((other.body.data.rates as WireRate[]).some((r) => r.service_id === ownService)).toBe(
      false,
    );
    expect(other.text).not.toContain('carrier_price');

    // With the tenant's switch off, the customer's account is not used at all.
    await setting('0');
    const off = await quoteAs(owner.token);
    expect((off.body.data.rates as WireRate[]).some((r) => r.own_agreement)).toBe(false);
    await setting('1');
  });

  it('buy a label for exactly the fee, on one ledger row saying so', async () => {
    const before = await balanceOf(t, OWNER);
    const id = await draftShipment(t, { token: owner.token }, { mx });
    const res = await t.request('POST', api(`shipments/${id}/rates`), {
      token: owner.token,
      body: { rate: { service_id: ownService, is_pickup: false, is_from_app: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.shipment.tracking_number).toMatch(/^\d{12}$/);
    const after = await balanceOf(t, OWNER);
    expect(before.balance - after.balance).toBe(FEE);
    expect(after.ledger).toBe(after.balance);
    const row = await one<{ amount_cents: string; description: string; n: number }>(
      t,
      t.demoTenantId,
      sql`select amount_cents, description, count(*) over ()::int as n
            from transactions where shipment_id = ${id}`,
    );
    expect(Number(row.amount_cents)).toBe(FEE);
    expect(row.n).toBe(1);
    expect(row.description).toMatch(/acuerdo propio/);
  });

  it('cost nothing here when the customer has no own-agreement price: no ledger row', async () => {
    const free = await customerWithBalance(t, 'sinprecio@despacho.test', 5_000);
    const added = await t.request('POST', api('own_agreements'), {
      token: free.token,
      body: await form({ ...DEMO }),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.name).toBe(`${free.id}-fedex-api-rest-${free.id}-1`);
    const service = added.body.data.services[0].id as number;
    const quoted = await quoteAs(free.token);
    const rate = (quoted.body.data.rates as WireRate[]).find((r) => r.service_id === service)!;
    expect(rate).toMatchObject({ own_agreement: true, total: '0.00' });
    const id = await draftShipment(t, { token: free.token }, { mx });
    const res = await t.request('POST', api(`shipments/${id}/rates`), {
      token: free.token,
      body: { rate: { service_id: service, is_pickup: false, is_from_app: true } },
    });
    expect(res.status).toBe(200);
    expect((await balanceOf(t, 'sinprecio@despacho.test')).balance).toBe(5_000);
    const rows = await one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select count(*)::int as n from transactions where shipment_id = ${id}`,
    );
    expect(rows.n).toBe(0);
  });

  it('keep masked secrets on edit and test the new credentials again', async () => {
    const refused = await t.request('PUT', api(`own_agreements/${agreementId}`), {
      token: owner.token,
      body: {
        own_agreement: {
          settings: { client_id: '*****', client_secret: 'mal', account_number: '510087020' },
          service_codes: ['FEDEX_EXPRESS_SAVER'],
        },
      },
    });
    expect(refused.status).toBe(422);
    const kept = await t.request('PUT', api(`own_agreements/${agreementId}`), {
      token: owner.token,
      body: {
        own_agreement: {
          settings: { client_id: '*****', client_secret: '*****', account_number: '510087021' },
          service_codes: ['FEDEX_EXPRESS_SAVER', 'STANDARD_OVERNIGHT'],
        },
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.settings[0]).toEqual({
      key: 'account_number',
      value: '510087021',
      secret: false,
    });
    expect(kept.body.data.services.map((s: { code: string }) => s.code)).toEqual([
      'FEDEX_EXPRESS_SAVER',
      'STANDARD_OVERNIGHT',
    ]);
  });

  it('are suspended out of quotes, and deleted softly once shipped with', async () => {
    const suspended = await t.request('PUT', api(`own_agreements/${agreementId}/status`), {
      token: owner.token,
      body: { status: 'suspended' },
    });
    expect(suspended.body.data.status).toBe('suspended');
    const quote = await quoteAs(owner.token);
    expect((quote.body.data.rates as WireRate[]).some((r) => r.own_agreement)).toBe(false);
    const gone = await t.request('DELETE', api(`own_agreements/${agreementId}`), {
      token: owner.token,
    });
    expect(gone.status).toBe(200);
    const list = await t.request('GET', api('own_agreements'), { token: owner.token });
    expect(list.body.data).toEqual([]);
    // Its shipment still names it: kept, suspended, out of every list.
    const kept = await one<{ status: string }>(
      t,
      t.demoTenantId,
      sql`select status from carriers where id = ${agreementId}`,
    );
    expect(kept.status).toBe('suspended');
    const again = await t.request('GET', api(`own_agreements/${agreementId}`), {
      token: owner.token,
    });
    expect(again.status).toBe(404);
  });

  it('are refused again once the setting goes back to 0', async () => {
    await setting('0');
    const res = await t.request('GET', api('own_agreements/providers'), { token: owner.token });
    expect(res.status).toBe(403);
    await setting('1');
  });
});
