import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { api, createTestApp, LONG, type TestApp } from '../../../test/helpers/test-app';
import { draftShipment, mexicoId, serviceIdOf } from '../../../test/helpers/shipment-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
});
afterAll(async () => t?.close());

describe('GET /dashboards', () => {
  it("shows the customer's balance and the active notices, without staff data", async () => {
    const res = await t.request('GET', api('dashboards'), { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      balance: '5000.00',
      total: 0,
      total_current_month: 0,
      active_users: null,
      carriers: null,
      current_month_by_carrier: null,
    });
    expect(res.body.data.notices.map((n: { title: string }) => n.title).sort()).toEqual([
      'Bienvenido a Despacho',
      'Horario de días festivos',
    ]);
  });

  it('hides suspended and expired notices; staff get the carriers table and active users', async () => {
    await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: { title: 'Vencido', description: 'x', expires_at: '2020-01-01' } },
    });
    await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: { title: 'Suspendido', description: 'x', status: 'suspended' } },
    });
    const res = await t.request('GET', api('dashboards'), { as: 'developer' });
    expect(res.body.data.notices).toHaveLength(2);
    expect(res.body.data.carriers).toEqual([
      { name: 'Despacho Express', shipment_limit: null, shipment_count: 0, shipments_left: null },
      { name: 'Envío manual', shipment_limit: null, shipment_count: 0, shipments_left: null },
      { name: 'FedEx', shipment_limit: null, shipment_count: 0, shipments_left: null },
    ]);
    expect(res.body.data.active_users).toBe(5);
    expect(res.body.data.current_month_by_carrier).toEqual({});
  });

  it('counts real shipments once one is bought: the card, the month and the carrier', async () => {
    const mx = await mexicoId(t);
    const id = await draftShipment(t, 'customer', { mx });
    const ground = await serviceIdOf(t, 'TERRESTRE');
    const bought = await t.request('POST', api(`shipments/${id}/rates`), {
      as: 'customer',
      body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
    });
    expect(bought.status).toBe(200);
    const mine = await t.request('GET', api('dashboards'), { as: 'customer' });
    expect(mine.body.data).toMatchObject({ total: 1, total_current_month: 1 });
    const dev = await t.request('GET', api('dashboards'), { as: 'developer' });
    expect(dev.body.data.current_month_by_carrier).toEqual({ 'Despacho Express': 1 });
    expect(dev.body.data.carriers[0]).toMatchObject({
      name: 'Despacho Express',
      shipment_count: 1,
    });
    // Another customer's dashboard does not count Carmen's shipment.
    const other = await t.request('GET', api('dashboards'), { as: 'customer', tenant: 'otra' });
    expect(other.body.data).toMatchObject({ total: 0, total_current_month: 0 });
  });

  it('is 401 without a token', async () => {
    expect((await t.request('GET', api('dashboards'))).status).toBe(401);
  });
});

describe('POST /dashboards/send_support_email', () => {
  it("mails the tenant's support address", async () => {
    const res = await t.request('POST', api('dashboards/send_support_email'), {
      as: 'customer',
      body: {
        support: { subject: 'Ayuda con mi guía', message: 'No encuentro mi guía.\n\nGracias' },
      },
    });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t, 'soporte@despacho.test');
    expect(mail?.subject).toBe('[Despacho Demo] Ayuda con mi guía');
    expect(mail?.text).toContain('customer@despacho.test');
  });

  it('validates subject and message, and needs a signed-in user', async () => {
    const res = await t.request('POST', api('dashboards/send_support_email'), {
      as: 'customer',
      lang: 'en',
      body: { support: { subject: '', message: LONG } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      subject: ['This field is required'],
      message: ['At most 5000 characters'],
    });
    expect(
      (
        await t.request('POST', api('dashboards/send_support_email'), {
          body: { support: { subject: 'a', message: 'b' } },
        })
      ).status,
    ).toBe(401);
  });
});
