import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerWithBalance,
  draftShipment,
  one,
  serviceIdOf,
} from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { shipments } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { ConnectorRegistry } from '../../integrations/carriers/connector-registry';
import { form, record, setSetting } from '../overweights/overweights-test-kit';
import { PNG_1PX } from '../../../test/helpers/images';
import { setSettings } from '../../../test/helpers/payment-fixture';
import { todayIn } from '../../lib/dates';
import { refreshTracking } from '../shipments/shipment-tracking.service';
import { tenantBySlug } from '../tenants/tenants.service';
import { sweepWebhookDeliveries } from './webhook-delivery.service';
import {
  eventually,
  startReceiver,
  verifySignature,
  type Receiver,
} from './webhook-receiver.test-kit';

let t: TestApp;
let rx: Receiver;
let ground: number;
let people = 0;

beforeAll(async () => {
  // Jobs run in the test app; a base retry delay of 0 s makes the doubling retries immediate.
  t = await createTestApp({
    demoCatalogue: true,
    startJobs: true,
    jobOptions: { pollingIntervalSeconds: 0.5 },
    config: { webhookRetryDelaySeconds: 0 },
  });
  ground = await serviceIdOf(t, 'TERRESTRE');
  rx = await startReceiver();
}, 120_000);
afterAll(async () => {
  await rx?.close();
  await t?.close();
});

const merchant = (cents = 100_000) =>
  customerWithBalance(t, `eventos-${++people}@despacho.test`, cents);

async function endpoint(token: string, path: string, events: string[], enabled = true) {
  const res = await t.request('POST', api('webhook_endpoints'), {
    token,
    body: { webhook_endpoint: { url: rx.url(path), events, enabled } },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; secret: string };
}

const buy = async (id: number, token: string) => {
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  expect(res.status).toBe(200);
  return res.body.data.shipment;
};

const deliveries = async (token: string, endpointId: number) =>
  (await t.request('GET', api(`webhook_endpoints/${endpointId}/deliveries`), { token })).body.data;

const deliveryCount = (endpointId: number) =>
  one<{ n: string }>(
    t,
    t.demoTenantId,
    sql`select count(*) as n from webhook_deliveries where endpoint_id = ${endpointId}`,
  ).then((r) => Number(r.n));

describe('events of a label purchase', () => {
  it('sends shipment.created and label.purchased, signed, only to the owner’s subscribed endpoints', async () => {
    const m = await merchant();
    const other = await merchant();
    const label = await endpoint(m.token, '/m-label', ['label.purchased']);
    const created = await endpoint(m.token, '/m-created', ['shipment.created']);
    const off = await endpoint(m.token, '/m-off', ['shipment.created', 'label.purchased'], false);
    const stranger = await endpoint(other.token, '/n-all', ['shipment.created', 'label.purchased']);

    const id = await draftShipment(t, { token: m.token });
    const bought = await buy(id, m.token);

    const got = await rx.nth('/m-label', 1);
    expect(got.headers['despacho-event']).toBe('label.purchased');
    expect(got.json).toMatchObject({
      type: 'label.purchased',
      data: {
        shipment: { id, status: 'success', tracking_number: bought.tracking_number },
      },
    });
    // The shipment as its owner reads it through the API (no staff fields).
    const read = await t.request('GET', api(`shipments/${id}`), { token: m.token });
    expect(got.json.data.shipment).toEqual({ ...read.body.data, updated_at: expect.any(String) });
    const header = String(got.headers['despacho-signature']);
    expect(verifySignature(label.secret, got.raw, header)).toBe(true);
    const tampered = got.raw.replace(bought.tracking_number, '000000000000');
    expect(verifySignature(label.secret, tampered, header)).toBe(false);
    expect(verifySignature(created.secret, got.raw, header)).toBe(false);

    expect((await rx.nth('/m-created', 1)).json).toMatchObject({
      type: 'shipment.created',
      data: { shipment: { id, status: 'pending' } },
    });
    const log = await eventually(async () => {
      const rows = await deliveries(m.token, label.id);
      return rows[0]?.status === 'succeeded' && rows;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      event_type: 'label.purchased',
      attempts: 1,
      response_status: 200,
    });
    // Written with the change, or not at all: nothing for the disabled endpoint or the stranger.
    expect(await deliveryCount(off.id)).toBe(0);
    expect(await deliveryCount(stranger.id)).toBe(0);
    expect(await deliveryCount(created.id)).toBe(1);
  });
});

describe('retries', () => {
  it('retries a 500 and then succeeds, with attempts 2 and the 500 in the log meanwhile', async () => {
    const m = await merchant();
    const e = await endpoint(m.token, '/retry', ['shipment.created']);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    rx.answer('/retry', (_r, n) =>
      n === 1 ? { status: 500, body: 'boom' } : gate.then(() => ({ status: 200, body: 'gracias' })),
    );
    await draftShipment(t, { token: m.token }, { parcel: null });
    const second = await rx.nth('/retry', 2);
    expect(second.raw).toBe((await rx.nth('/retry', 1)).raw);
    const [during] = await deliveries(m.token, e.id);
    expect(during).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 500,
      response_body: 'boom',
      error: 'HTTP 500',
    });
    expect(during.next_attempt_at).not.toBeNull();
    release();
    const [after] = await eventually(async () => {
      const rows = await deliveries(m.token, e.id);
      return rows[0]?.status === 'succeeded' && rows;
    });
    expect(after).toMatchObject({
      attempts: 2,
      response_status: 200,
      response_body: 'gracias',
      error: null,
      next_attempt_at: null,
    });
    expect(after.delivered_at).not.toBeNull();
  });

  it('fails the delivery after the last retry (12 attempts in all)', async () => {
    const m = await merchant();
    const e = await endpoint(m.token, '/down', ['shipment.created']);
    rx.answer('/down', () => ({ status: 503, body: 'mantenimiento' }));
    await draftShipment(t, { token: m.token }, { parcel: null });
    const [failed] = await eventually(async () => {
      const rows = await deliveries(m.token, e.id);
      return rows[0]?.status === 'failed' && rows;
    });
    expect(failed).toMatchObject({ attempts: 12, response_status: 503, next_attempt_at: null });
    expect(rx.received('/down')).toHaveLength(12);
  }, 60_000);
});

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
        sql`update services set extra_kg_overweight_price_cents = 5000 where id = ${ground}`,
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

describe('lost jobs and switched-off endpoints', () => {
  it('the sweep sends again a pending delivery whose job was lost', async () => {
    const m = await merchant();
    const e = await endpoint(m.token, '/lost', ['shipment.created']);
    // A delivery written before a crash: pending, due ten minutes ago, its job never sent.
    const eventId = '6f1c2a8e-58a4-4bd2-9d8e-2d1c0f0b7a11';
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`insert into webhook_deliveries (tenant_id, endpoint_id, event_id, event_type, body, next_attempt_at)
        values (${t.demoTenantId}, ${e.id}, ${eventId}, 'shipment.created',
          ${JSON.stringify({ id: eventId, type: 'shipment.created', created_at: new Date().toISOString(), data: {} })},
          now() - interval '10 minutes')`),
    );
    expect(
      await sweepWebhookDeliveries({ db: t.database.db, jobs: t.deps.jobs, log: t.deps.log }),
    ).toBeGreaterThanOrEqual(1);
    expect((await rx.nth('/lost', 1)).json.id).toBe(eventId);
    const [done] = await eventually(async () => {
      const rows = await deliveries(m.token, e.id);
      return rows[0]?.status === 'succeeded' && rows;
    });
    expect(done.attempts).toBe(1);
    // Nothing overdue is left: a second sweep sends nothing for it.
    await sweepWebhookDeliveries({ db: t.database.db, jobs: t.deps.jobs, log: t.deps.log });
    expect(await deliveryCount(e.id)).toBe(1);
  });

  it('switching an endpoint off fails its pending deliveries with the reason', async () => {
    const m = await merchant();
    const e = await endpoint(m.token, '/paused', ['shipment.created']);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    rx.answer('/paused', () => gate.then(() => ({ status: 500 })));
    await draftShipment(t, { token: m.token }, { parcel: null });
    await rx.nth('/paused', 1);
    const off = await t.request('PUT', api(`webhook_endpoints/${e.id}`), {
      token: m.token,
      body: {
        webhook_endpoint: { url: rx.url('/paused'), events: ['shipment.created'], enabled: false },
      },
    });
    expect(off.status).toBe(200);
    release();
    const [stopped] = await eventually(async () => {
      const rows = await deliveries(m.token, e.id);
      return rows[0]?.status === 'failed' && rows;
    });
    expect(stopped).toMatchObject({ error: 'the endpoint was disabled', next_attempt_at: null });
    expect(rx.received('/paused')).toHaveLength(1);
  });
});
