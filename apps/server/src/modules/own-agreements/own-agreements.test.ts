import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEDEX_MOCK_DEMO_CREDENTIALS as DEMO } from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { one } from '../../../test/helpers/shipment-fixture';
import { api, OTHER_TENANT, type TestApp } from '../../../test/helpers/test-app';
import { useOwnAgreementsApp } from './own-agreements-test-kit';

/**
 * Issue 19 through the API: a customer's own FedEx agreement, tested with the carrier on save
 * (the FedEx mock mounted where demo mode sends a sandbox carrier), and kept to its owner.
 * Quoting and buying with it: own-agreement-purchases.test.ts.
 */
let t: TestApp;
let owner: { id: number; token: string };
let neighbour: { id: number; token: string };

const { setting, ownCarriers, form } = useOwnAgreementsApp(
  (world) => ({ t, owner, neighbour } = world),
);

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

  it('are added after the carrier accepts the credentials, secrets encrypted and masked', async () => {
    const res = await t.request('POST', api('own_agreements'), {
      token: owner.token,
      body: await form({ ...DEMO }),
    });
    expect(res.status).toBe(201);
    const a = res.body.data;
    agreementId = a.id;
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

  it('are refused again once the setting goes back to 0', async () => {
    await setting('0');
    const res = await t.request('GET', api('own_agreements/providers'), { token: owner.token });
    expect(res.status).toBe(403);
    await setting('1');
  });
});
