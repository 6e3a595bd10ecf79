import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../test/helpers/shipment-fixture';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { withTenant } from '../../db/tenant-tx';
import {
  demoCustomerId,
  labelledShipment,
  newCustomer,
  PRICE_CENTS,
  record,
  setSetting,
  useOverweightsApp,
  type OverweightsWorld,
} from './overweights-test-kit';

let w: OverweightsWorld;
let t: TestApp;
useOverweightsApp((world) => {
  w = world;
  t = world.t;
});

describe('recording an overweight (staff)', () => {
  let carmen: number;
  beforeAll(async () => {
    carmen = await demoCustomerId(t);
  });

  it('computes the kilos over (rounded up to the whole kilo) and the amount', async () => {
    const s = await labelledShipment(w, carmen, { billedKg: 3 });
    const res = await record(t, {
      shipment_id: String(s.number),
      carrier_weight: '4.2',
      carrier_volumetric_weight: '5.05',
      length: '40',
      width: '30',
      height: '25.5',
    });
    expect(res.status).toBe(201);
    const o = res.body.data;
    // The greater of 4.2 and 5.05 kg, minus the 3 kg paid for: 2.05 kg, billed as 3 kg.
    expect(o).toMatchObject({
      tracking_number: s.tracking,
      overweight: '3.000',
      unit_price: '50.00',
      amount: '150.00',
      status: 'unpaid',
      status_code: 0,
      carrier_weight: '4.200',
      carrier_volumetric_weight: '5.050',
      carrier_package_dimensions: { length: '40.00', width: '30.00', height: '25.50' },
      actions: ['deduction'],
      shipment: { id: s.id, sequential_id: s.number, billed_weight: '3.000' },
      user: { id: carmen, email: t.emailOf('customer') },
    });
    expect(o.provider).toEqual(expect.objectContaining({ code: expect.any(String) }));
  });

  it('finds the shipment by tracking number, and updates an unpaid overweight instead of a second', async () => {
    const s = await labelledShipment(w, carmen, { billedKg: 2 });
    const first = await record(t, { tracking_number: s.tracking, carrier_weight: '3' });
    expect(first.status).toBe(201);
    expect(first.body.data.amount).toBe('50.00');
    const again = await record(t, { shipment_id: String(s.number), carrier_weight: '4.001' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.amount).toBe(((3 * PRICE_CENTS) / 100).toFixed(2));
    const rows = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from overweights where shipment_id = ${s.id}`,
    );
    expect(Number(rows.n)).toBe(1);
  });

  it('refuses a charged one with 409', async () => {
    const s = await labelledShipment(w, carmen, { billedKg: 1 });
    const o = await record(t, { shipment_id: String(s.number), carrier_weight: '2' });
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update overweights set status = 'paid' where id = ${o.body.data.id}`),
    );
    const res = await record(t, { shipment_id: String(s.number), carrier_weight: '5' });
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toBe('El envío ya tiene un sobrepeso cobrado');
  });

  it.each([
    [{ carrier_weight: '5' }, 'shipment_id', 'Escribe el número de envío o la guía'],
    [
      { shipment_id: '999999', carrier_weight: '5' },
      'shipment_id',
      'No hay un envío con ese número',
    ],
    [
      { tracking_number: 'NOPE123', carrier_weight: '5' },
      'tracking_number',
      'No hay un envío con esa guía',
    ],
  ])('answers 422 on the shipment field %#', async (fields, field, message) => {
    const res = await record(t, fields);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('answers every field at once: weight, volumetric weight and dimensions', async () => {
    const s = await labelledShipment(w, carmen);
    const res = await record(t, {
      shipment_id: String(s.number),
      carrier_weight: 'mucho',
      carrier_volumetric_weight: '-1',
      length: '40',
      width: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      carrier_weight: ['Escribe el peso en kg: mayor que 0, hasta 3 decimales'],
      carrier_volumetric_weight: ['Escribe el peso en kg: mayor que 0, hasta 3 decimales'],
      width: ['Escribe la medida en cm: mayor que 0, hasta 2 decimales'],
      height: ['Escribe largo, ancho y alto, o ninguno'],
    });
    const en = await record(
      t,
      { shipment_id: String(s.number), carrier_weight: '0' },
      { lang: 'en' },
    );
    expect(en.body.errors.carrier_weight).toEqual([
      'Enter the weight in kg: above 0, up to 3 decimals',
    ]);
  });

  it('refuses a weight not above what the label paid for, and a shipment without a label', async () => {
    const s = await labelledShipment(w, carmen, { billedKg: 5 });
    const res = await record(t, {
      shipment_id: String(s.number),
      carrier_weight: '5',
      carrier_volumetric_weight: '4',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.carrier_weight).toEqual([
      'El peso de la paquetería no supera el peso que pagó la guía (5.000 kg)',
    ]);
    const canceled = await labelledShipment(w, carmen, { status: 'canceled' });
    const res2 = await record(t, { shipment_id: String(canceled.number), carrier_weight: '9' });
    expect(res2.body.errors.shipment_id).toEqual(['El envío no tiene guía']);
    const n = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from overweights where shipment_id in (${s.id}, ${canceled.id})`,
    );
    expect(Number(n.n)).toBe(0);
  });

  it('is for staff only: customers and operators get 403', async () => {
    const s = await labelledShipment(w, carmen);
    for (const as of ['customer', 'operator'] as const) {
      const res = await record(
        t,
        { shipment_id: String(s.number), carrier_weight: '9' },
        { who: { as } },
      );
      expect(res.status).toBe(403);
    }
    for (const as of ['main_admin', 'developer'] as const) {
      const other = await labelledShipment(w, carmen);
      const res = await record(
        t,
        { shipment_id: String(other.number), carrier_weight: '9' },
        { who: { as } },
      );
      expect(res.status).toBe(201);
    }
  });
});

describe('reading overweights', () => {
  let mine: number;
  let theirs: number;
  let carmen: number;
  beforeAll(async () => {
    carmen = await demoCustomerId(t);
    const other = await newCustomer(t, 0);
    const a = await labelledShipment(w, carmen, { tracking: 'LISTA-CARMEN-1' });
    const b = await labelledShipment(w, other.id, { tracking: 'LISTA-OTRO-1' });
    mine = (await record(t, { shipment_id: String(a.number), carrier_weight: '9' })).body.data.id;
    theirs = (await record(t, { shipment_id: String(b.number), carrier_weight: '9' })).body.data.id;
  });

  it('shows customers their own rows only, without provider or user', async () => {
    const res = await t.request('GET', api('overweights'), {
      as: 'customer',
      query: { per_page: '100' },
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((o: { id: number }) => o.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    for (const o of res.body.data) {
      expect(o).not.toHaveProperty('provider');
      expect(o).not.toHaveProperty('user');
    }
    expect((await t.request('GET', api(`overweights/${theirs}`), { as: 'customer' })).status).toBe(
      404,
    );
    const own = await t.request('GET', api(`overweights/${mine}`), { as: 'customer' });
    expect(own.status).toBe(200);
    expect(own.body.data.actions).toEqual([]);
  });

  it('filters the staff list and pages it 10 at a time, newest first', async () => {
    const byTracking = await t.request('GET', api('overweights'), {
      as: 'admin',
      query: { 'where[tracking_number]': 'LISTA-OTRO' },
    });
    expect(byTracking.body.data.map((o: { id: number }) => o.id)).toEqual([theirs]);
    const byEmail = await t.request('GET', api('overweights'), {
      as: 'admin',
      query: { 'where[user_email]': t.emailOf('customer'), per_page: '100' },
    });
    expect(
      byEmail.body.data.every(
        (o: { user: { email: string } }) => o.user.email === t.emailOf('customer'),
      ),
    ).toBe(true);
    const unpaid = await t.request('GET', api('overweights'), {
      as: 'admin',
      query: {
        'where[status]': '0',
        'where[carrier_id]': String(w.carrierId),
        'where[service_id]': String(w.serviceId),
      },
    });
    expect(unpaid.body.data.length).toBeGreaterThan(0);
    expect(unpaid.body.data.every((o: { status: string }) => o.status === 'unpaid')).toBe(true);
    const paid = await t.request('GET', api('overweights'), {
      as: 'admin',
      query: { 'where[status]': '3' },
    });
    expect(paid.body.data.every((o: { status: string }) => o.status === 'refunded')).toBe(true);
    const page = await t.request('GET', api('overweights'), { as: 'admin' });
    expect(page.body.pagination.per_page).toBe(10);
    const dates = page.body.data.map((o: { created_at: string }) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A customer's e-mail filter is ignored: still their own rows.
    const sneaky = await t.request('GET', api('overweights'), {
      as: 'customer',
      query: { 'where[user_email]': 'sobrepeso' },
    });
    expect(sneaky.body.data.map((o: { id: number }) => o.id)).not.toContain(theirs);
    const bad = await t.request('GET', api('overweights'), {
      as: 'admin',
      query: { 'where[status]': '9' },
    });
    expect(bad.status).toBe(422);
  });

  it('keeps operators out and another tenant’s rows absent', async () => {
    expect((await t.request('GET', api('overweights'), { as: 'operator' })).status).toBe(403);
    expect((await t.request('GET', api(`overweights/${mine}`), { as: 'operator' })).status).toBe(
      403,
    );
    await setSetting(t, 'overweights', '1', t.other.tenantId);
    const res = await t.request('GET', api(`overweights/${mine}`), { as: 'admin', tenant: 'otra' });
    expect(res.status).toBe(404);
    const list = await t.request('GET', api('overweights'), { as: 'admin', tenant: 'otra' });
    expect(list.body.data).toEqual([]);
  });

  it('is closed while the setting is off, except to developers', async () => {
    await setSetting(t, 'overweights', '0');
    try {
      for (const as of ['customer', 'admin', 'main_admin'] as const) {
        const res = await t.request('GET', api('overweights'), { as });
        expect(res.status).toBe(403);
        expect(res.body.messages).toEqual(['La sección de sobrepesos no está activada']);
      }
      expect(
        (await t.request('PUT', api(`overweights/${mine}/deduction`), { as: 'admin' })).status,
      ).toBe(403);
      expect((await t.request('GET', api('overweights'), { as: 'developer' })).status).toBe(200);
    } finally {
      await setSetting(t, 'overweights', '1');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('GET', api('overweights'), { as: null })).status).toBe(401);
  });
});

describe('every route by role', () => {
  it('keeps operators out of every route, customers out of staff routes, and takes JSON too', async () => {
    const carmen = await demoCustomerId(t);
    const s = await labelledShipment(w, carmen, { billedKg: 1 });
    const json = await t.request('POST', api('overweights'), {
      as: 'admin',
      body: { overweight: { shipment_id: s.number, carrier_weight: '2.5' } },
    });
    expect(json.status).toBe(201);
    expect(json.body.data.amount).toBe('100.00');
    const id = json.body.data.id as number;
    const routes: [string, string, number][] = [
      ['GET', 'overweights', 403],
      ['GET', `overweights/${id}`, 403],
      ['POST', 'overweights', 403],
      ['POST', 'overweights/export', 403],
      ['POST', 'overweights/import', 403],
      ['GET', 'overweights/import/example', 403],
      ['PUT', `overweights/${id}/deduction`, 403],
      ['PUT', `overweights/${id}/refund`, 403],
      ['PUT', `overweights/${id}/cancel_rebate`, 403],
      ['PUT', `overweights/${id}/evidence`, 403],
      ['GET', `overweights/${id}/evidence`, 403],
    ];
    for (const [method, path, status] of routes) {
      const res = await t.request(method as 'GET', api(path), {
        as: 'operator',
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status, `operator ${method} ${path}`).toBe(status);
    }
    for (const [method, path] of [
      ['POST', 'overweights'],
      ['POST', 'overweights/import'],
      ['GET', 'overweights/import/example'],
      ['PUT', `overweights/${id}/deduction`],
      ['PUT', `overweights/${id}/refund`],
      ['PUT', `overweights/${id}/cancel_rebate`],
    ] as const) {
      const res = await t.request(method, api(path), {
        as: 'customer',
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status, `customer ${method} ${path}`).toBe(403);
    }
    // The owner with no evidence yet: 404 for the file, not an empty download.
    expect(
      (await t.request('GET', api(`overweights/${id}/evidence`), { as: 'customer' })).status,
    ).toBe(404);
    const example = await t.request('GET', api('overweights/import/example'), { as: 'main_admin' });
    expect(example.status).toBe(200);
  });
});
