import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../../test/helpers/images';
import { setSettings } from '../../../test/helpers/payment-fixture';
import { draftShipment, one } from '../../../test/helpers/shipment-fixture';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { shipments } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { ConnectorRegistry } from '../../integrations/carriers/connector-registry';
import { todayIn } from '../../lib/dates';
import { form, record, setSetting } from '../overweights/overweights-test-kit';
import { refreshTracking } from '../shipments/shipment-tracking.service';
import { tenantBySlug } from '../tenants/tenants.service';
import { eventually, verifySignature, type Receiver } from './webhook-receiver.test-kit';
import {
  buy,
  deliveryCount,
  endpoint,
  groundService,
  merchant,
  useWebhooksApp,
} from './webhooks-test-kit';

// Events of money, cancellations, overweights and tracking, each from the change that causes it.

let t: TestApp;
let rx: Receiver;
useWebhooksApp((w) => ({ t, rx } = w));

describe('events of money, cancellations, overweights and tracking', () => {
  it('a cleared deposit sends balance.credited with the new balance', async () => {
    const m = await merchant(0);
    const e = await endpoint(m.token, '/balance', ['balance.credited']);
    const res = await t.request('POST', api('transactions'), {
      as: 'admin',
      body: {
        transaction: {
          user_id: m.id,
          amount: '250.00',
          transaction_type: 'deposit',
          description: 'Depósito',
        },
      },
    });
    expect(res.status).toBe(201);
    const got = await rx.nth('/balance', 1);
    expect(got.json).toMatchObject({
      type: 'balance.credited',
      data: {
        transaction: { id: res.body.data.id, amount: '250.00', status: 'cleared' },
        balance: '250.00',
      },
    });
    expect(verifySignature(e.secret, got.raw, String(got.headers['despacho-signature']))).toBe(
      true,
    );
    // A withdrawal is no credit.
    await t.request('POST', api('transactions'), {
      as: 'admin',
      body: {
        transaction: {
          user_id: m.id,
          amount: '1.00',
          transaction_type: 'withdraw',
          description: 'x',
        },
      },
    });
    expect(await deliveryCount(e.id)).toBe(1);
  });

  it('approving a payment proof (pending deposit → cleared) sends balance.credited', async () => {
    const m = await merchant(0);
    const e = await endpoint(m.token, '/proof', ['balance.credited']);
    await setSettings(t, {
      bank_email: 'tesoreria@despacho.test',
      show_bank_accounts: '1',
      bank_amount: '1',
    });
    const upload = form(
      { amount: '320.00', transaction_date: todayIn('America/Monterrey') },
      { field: 'files[]', name: 'recibo.png', type: 'image/png', bytes: PNG_1PX },
    );
    const sent = await t.request('POST', api('transfer_funds/send_payment_proof'), {
      token: m.token,
      body: upload.body,
      headers: upload.headers,
    });
    expect(sent.status).toBe(201);
    // Pending: no credit yet, so no event.
    expect(await deliveryCount(e.id)).toBe(0);
    const approved = await t.request('POST', api(`payment_proofs/${sent.body.data.id}/approve`), {
      as: 'admin',
    });
    expect(approved.status).toBe(200);
    expect((await rx.nth('/proof', 1)).json).toMatchObject({
      type: 'balance.credited',
      data: {
        transaction: { id: sent.body.data.transaction_id, amount: '320.00', status: 'cleared' },
        balance: '320.00',
      },
    });
  });

  it('cancelling sends shipment.cancelled', async () => {
    const m = await merchant();
    await endpoint(m.token, '/cancel', ['shipment.cancelled']);
    const id = await draftShipment(t, { token: m.token });
    await buy(id, m.token);
    const res = await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' });
    expect(res.status).toBe(200);
    expect((await rx.nth('/cancel', 1)).json).toMatchObject({
      type: 'shipment.cancelled',
      data: { shipment: { id, status: 'canceled' } },
    });
    expect((await rx.nth('/cancel', 1)).json.data.shipment).not.toHaveProperty('user');
  });

  it('charging an overweight sends overweight.charged', async () => {
    const m = await merchant();
    await endpoint(m.token, '/overweight', ['overweight.charged']);
    await setSetting(t, 'overweights', '1');
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(
        sql`update services set extra_kg_overweight_price_cents = 5000 where id = ${groundService()}`,
      ),
    );
    const id = await draftShipment(t, { token: m.token });
    const bought = await buy(id, m.token);
    const recorded = await record(t, {
      shipment_id: String(bought.sequential_id),
      carrier_weight: '9',
      carrier_volumetric_weight: '9',
      length: '40',
      width: '30',
      height: '25',
    });
    expect(recorded.status).toBe(201);
    const ow = recorded.body.data.id;
    const charged = await t.request('PUT', api(`overweights/${ow}/deduction`), { as: 'admin' });
    expect(charged.status).toBe(200);
    const got = await rx.nth('/overweight', 1);
    expect(got.json).toMatchObject({
      type: 'overweight.charged',
      data: { overweight: { id: ow, status: 'paid', shipment: { id } } },
    });
  });

  it('a tracking update sends tracking.updated, and delivery also shipment.delivered', async () => {
    const m = await merchant();
    await endpoint(m.token, '/tracking', ['tracking.updated', 'shipment.delivered']);
    const id = await draftShipment(t, { token: m.token });
    const bought = await buy(id, m.token);
    const tenant = (await tenantBySlug(t.database.db, 'demo'))!;
    let status: 'in_transit' | 'delivered' = 'in_transit';
    // After the label's own event (now), as a carrier's scans come.
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const [transitAt, deliveredAt] = [at(1), at(2)];
    const connectors = {
      get: () => ({
        providerCode: 'GenericCarrier',
        track: async (_ctx: unknown, numbers: string[]) =>
          numbers.map((n) => ({
            tracking_number: n,
            status,
            events: [
              {
                status: 'in_transit',
                code: 'TRANSIT',
                description: 'En camino',
                occurred_at: transitAt,
                city: 'Querétaro',
                state: null,
                country_code: 'MX',
              },
              ...(status === 'delivered'
                ? [
                    {
                      status: 'delivered',
                      code: 'DELIVERED',
                      description: 'Entregado',
                      occurred_at: deliveredAt,
                      city: 'CDMX',
                      state: null,
                      country_code: 'MX',
                    },
                  ]
                : []),
            ],
          })),
      }),
    } as unknown as ConnectorRegistry;
    const refresh = async () => {
      const row = await withTenant(
        t.database.db,
        t.demoTenantId,
        async (tx) => (await tx.select().from(shipments).where(eq(shipments.id, id)))[0]!,
      );
      await refreshTracking({ ...t.deps, connectors }, tenant, [row]);
    };
    await refresh();
    const first = await rx.nth('/tracking', 1);
    expect(first.json).toMatchObject({
      type: 'tracking.updated',
      data: { shipment_id: id, tracking_number: bought.tracking_number, status: 'in_transit' },
    });
    expect((first.json.data.events as object[])[0]).toMatchObject({
      code: 'TRANSIT',
      city: 'Querétaro',
    });
    // Asking again with nothing new sends nothing.
    await refresh();
    status = 'delivered';
    await refresh();
    const types = await eventually(async () => {
      const got = rx.received('/tracking').map((r) => r.json.type);
      return got.length >= 3 && got;
    });
    expect(types.sort()).toEqual(['shipment.delivered', 'tracking.updated', 'tracking.updated']);
    const delivered = rx.received('/tracking').find((r) => r.json.type === 'shipment.delivered')!;
    expect(delivered.json.data).toMatchObject({ shipment: { id, status: 'delivered' } });
    const latest = rx.received('/tracking').filter((r) => r.json.type === 'tracking.updated')[1]!;
    expect(
      (latest.json.data.events as { code: string }[]).map((e: { code: string }) => e.code),
    ).toEqual(['DELIVERED', 'TRANSIT', 'LABEL']);
    const rows = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.url = ${rx.url('/tracking')}`,
    );
    expect(Number(rows.n)).toBe(3);
  });

  it('the developer’s “deliver” sends tracking.updated and shipment.delivered', async () => {
    const m = await merchant();
    await endpoint(m.token, '/deliver', ['tracking.updated', 'shipment.delivered']);
    const id = await draftShipment(t, { token: m.token });
    await buy(id, m.token);
    const res = await t.request('PUT', api(`shipments/${id}/deliver`), { as: 'developer' });
    expect(res.status).toBe(200);
    const types = await eventually(async () => {
      const got = rx.received('/deliver').map((r) => r.json.type);
      return got.length >= 2 && got;
    });
    expect(types.sort()).toEqual(['shipment.delivered', 'tracking.updated']);
  });
});
