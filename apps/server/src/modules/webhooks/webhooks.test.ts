import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { draftShipment } from '../../../test/helpers/shipment-fixture';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { withTenant } from '../../db/tenant-tx';
import { sweepWebhookDeliveries } from './webhook-delivery.service';
import { eventually, verifySignature, type Receiver } from './webhook-receiver.test-kit';
import {
  buy,
  deliveries,
  deliveryCount,
  endpoint,
  merchant,
  useWebhooksApp,
} from './webhooks-test-kit';

// A purchase's events, signed and sent by the job queue; retries; lost jobs; disabled endpoints.

let t: TestApp;
let rx: Receiver;
useWebhooksApp((w) => ({ t, rx } = w));

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
