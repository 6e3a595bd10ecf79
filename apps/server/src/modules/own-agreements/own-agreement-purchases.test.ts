import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEDEX_MOCK_DEMO_CREDENTIALS as DEMO } from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  one,
} from '../../../test/helpers/shipment-fixture';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { FEE, OWNER, useOwnAgreementsApp, type WireRate } from './own-agreements-test-kit';

/**
 * Issue 19 through the API: an own agreement quoted at the carrier's price with the
 * own-agreement fee as the total to its owner only, bought for exactly the fee, edited,
 * suspended and deleted. Adding one and who sees it: own-agreements.test.ts.
 */
let t: TestApp;
let mx: number;
let owner: { id: number; token: string };
let neighbour: { id: number; token: string };

const { setting, form, quoteAs } = useOwnAgreementsApp(
  (world) => ({ t, mx, owner, neighbour } = world),
);

let agreementId: number;
let ownService: number;

// The owner's agreement, added as own-agreements.test.ts adds it.
beforeAll(async () => {
  await setting('1');
  const res = await t.request('POST', api('own_agreements'), {
    token: owner.token,
    body: await form({ ...DEMO }),
  });
  agreementId = res.body.data.id;
  ownService = res.body.data.services[0].id;
});

describe('own agreements (issue 19)', () => {
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
});
