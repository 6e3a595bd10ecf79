import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  OTHER_TENANT,
  type Role,
  type TestApp,
} from '../../../test/helpers/test-app';
import { one, serviceIdOf } from '../../../test/helpers/shipment-fixture';
import { sql } from 'drizzle-orm';

let t: TestApp;
let ground: number;
let fedexSaver: number;
let express: number;
let fedex: number;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  fedexSaver = await serviceIdOf(t, 'FEDEX_EXPRESS_SAVER');
  const carrierOf = (id: number) =>
    one<{ id: number }>(
      t,
      t.demoTenantId,
      sql`select carrier_id as id from services where id = ${id}`,
    ).then((r) => r.id);
  express = await carrierOf(ground);
  fedex = await carrierOf(fedexSaver);
});
afterAll(async () => t?.close());

const create = (waybill: Record<string, unknown>, as: Role = 'admin', lang?: 'en') =>
  t.request('POST', api('waybills'), { as, body: { waybill }, lang });
const list = (query: Record<string, string> = {}, as: Role = 'admin') =>
  t.request('GET', api('waybills'), { as, query });

describe('waybills: who may', () => {
  it('customers and operators get 403 on every route; admins, main admins and developers work', async () => {
    const made = await create({ number: 'ROL-0001', carrier_id: express });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    for (const as of ['customer', 'operator'] as Role[]) {
      expect((await list({}, as)).status).toBe(403);
      expect((await t.request('GET', api(`waybills/${id}`), { as })).status).toBe(403);
      expect((await create({ number: 'ROL-X', carrier_id: express }, as)).status).toBe(403);
      const imp = await t.request('POST', api('waybills/import'), {
        as,
        body: { carrier_id: express, numbers: ['ROL-Y'] },
      });
      expect(imp.status).toBe(403);
      expect((await t.request('DELETE', api(`waybills/${id}`), { as })).status).toBe(403);
    }
    expect((await list({ 'where[number]': 'ROL-X' })).body.pagination.total_objects).toBe(0);
    for (const as of ['main_admin', 'developer'] as Role[]) {
      expect((await list({}, as)).status).toBe(200);
      expect(
        (await create({ number: `ROL-${as.replace('_', '-')}`, carrier_id: express }, as)).status,
      ).toBe(201);
    }
    expect((await t.request('GET', api('waybills'), { as: null })).status).toBe(401);
  });

  it("another tenant's waybill is a 404, and its carrier an unknown one", async () => {
    const made = await create({ number: 'OTRA-0001', carrier_id: express });
    const id = made.body.data.id;
    const as = 'main_admin';
    const get = await t.request('GET', api(`waybills/${id}`), { as, tenant: OTHER_TENANT });
    expect(get.status).toBe(404);
    const del = await t.request('DELETE', api(`waybills/${id}`), { as, tenant: OTHER_TENANT });
    expect(del.status).toBe(404);
    const listed = await t.request('GET', api('waybills'), { as, tenant: OTHER_TENANT });
    expect(listed.body.data).toEqual([]);
    const theirs = await t.request('POST', api('waybills'), {
      as,
      tenant: OTHER_TENANT,
      lang: 'en',
      body: { waybill: { number: 'OTRA-0002', carrier_id: express } },
    });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors.carrier_id).toEqual(['The carrier does not exist']);
    // Still there, untouched, for its own tenant.
    expect(
      (await t.request('GET', api(`waybills/${id}`), { as: 'admin' })).body.data.deleted_at,
    ).toBeNull();
  });
});

describe('creating a waybill', () => {
  it('saves one with its carrier and service, named in the reply', async () => {
    const res = await create({
      number: '  DSP-000123 ',
      carrier_id: String(express),
      service_id: ground,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      number: 'DSP-000123',
      carrier_id: express,
      service_id: ground,
      shipment_id: null,
      carrier: { id: express, name: 'Despacho Express' },
      service: { id: ground, name: 'Terrestre' },
      shipment: null,
      deleted_at: null,
    });
    const read = await t.request('GET', api(`waybills/${res.body.data.id}`), { as: 'admin' });
    expect(read.body.data).toEqual(res.body.data);
  });

  it('answers 422 per field and saves nothing', async () => {
    const before = (await list()).body.pagination.total_objects;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ number: '', carrier_id: express }, 'number', 'This field is required'],
      [{ number: 'A'.repeat(41), carrier_id: express }, 'number', 'At most 40 characters'],
      [{ number: 'GUÍA 1', carrier_id: express }, 'number', 'Only letters, digits and dashes'],
      [{ number: 'OK-1' }, 'carrier_id', 'This field is required'],
      [{ number: 'OK-1', carrier_id: 999_999 }, 'carrier_id', 'The carrier does not exist'],
      [
        { number: 'OK-1', carrier_id: express, service_id: 999_999 },
        'service_id',
        'The service does not exist',
      ],
      [
        { number: 'OK-1', carrier_id: express, service_id: fedexSaver },
        'service_id',
        'The service does not belong to the chosen carrier',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body, 'admin', 'en');
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]?.[0] ?? res.body.errors[`waybill.${field}`]?.[0]).toBe(message);
    }
    expect((await list()).body.pagination.total_objects).toBe(before);
  });

  it('refuses a number the carrier already has (deleted or not), but another carrier may have it', async () => {
    expect((await create({ number: 'DUP-1', carrier_id: express })).status).toBe(201);
    const dup = await create({ number: 'DUP-1', carrier_id: express, service_id: ground });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.number[0]).toMatch(/ya está registrada/);
    expect((await create({ number: 'DUP-1', carrier_id: fedex })).status).toBe(201);
  });
});

describe('listing waybills', () => {
  it('10 a page, newest first, filtered by number, carrier and service; deleted ones marked', async () => {
    for (let i = 0; i < 12; i++)
      await create({
        number: `LST-${String(i).padStart(3, '0')}`,
        carrier_id: express,
        service_id: i % 2 ? ground : null,
      });
    await create({ number: 'LST-FDX', carrier_id: fedex, service_id: fedexSaver });
    const page = await list({ 'where[number]': 'lst-' });
    expect(page.body.pagination).toMatchObject({ per_page: 10, total_objects: 13, total_pages: 2 });
    expect(page.body.data[0].number).toBe('LST-FDX');
    expect(page.body.data[1].number).toBe('LST-011');
    const byCarrier = await list({ 'where[number]': 'LST', 'where[carrier_id]': String(fedex) });
    expect(byCarrier.body.data.map((w: { number: string }) => w.number)).toEqual(['LST-FDX']);
    const byService = await list({
      'where[number]': 'LST',
      'where[service_id]': String(ground),
      per_page: '20',
    });
    expect(byService.body.data).toHaveLength(6);
    expect(
      byService.body.data.every(
        (w: { service: { name: string } }) => w.service.name === 'Terrestre',
      ),
    ).toBe(true);
    const asc = await list({ 'where[number]': 'LST-0', order: 'number asc' });
    expect(asc.body.data[0].number).toBe('LST-000');
  });

  it('a soft delete keeps the row listed with deleted_at; twice is a 409', async () => {
    const made = await create({ number: 'DEL-0001', carrier_id: express });
    const id = made.body.data.id;
    const del = await t.request('DELETE', api(`waybills/${id}`), { as: 'admin' });
    expect(del.status).toBe(200);
    const listed = await list({ 'where[number]': 'DEL-0001' });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0].deleted_at).not.toBeNull();
    const again = await t.request('DELETE', api(`waybills/${id}`), { as: 'admin', lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.messages[0]).toBe('The waybill was already deleted');
    expect((await t.request('DELETE', api('waybills/987654'), { as: 'admin' })).status).toBe(404);
  });
});

describe('importing waybills', () => {
  it('1,000 numbers saved in one request; duplicates and bad numbers reported per row', async () => {
    const numbers = Array.from({ length: 1000 }, (_, i) => `IMP-${String(i).padStart(5, '0')}`);
    const started = Date.now();
    const res = await t.request('POST', api('waybills/import'), {
      as: 'admin',
      body: { carrier_id: express, service_id: ground, numbers },
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.body.data).toMatchObject({ saved: 1000, errors: 0 });
    expect(res.body.data.rows.every((r: { status: string }) => r.status === 'saved')).toBe(true);
    const listed = await list({ 'where[number]': 'IMP-', 'where[service_id]': String(ground) });
    expect(listed.body.pagination.total_objects).toBe(1000);

    const again = await t.request('POST', api('waybills/import'), {
      as: 'admin',
      lang: 'en',
      body: {
        carrier_id: express,
        numbers: ['IMP-00001', 'NEW-1', 'NEW-1', 'bad number', ' NEW-2 '],
      },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.rows).toEqual([
      {
        number: 'IMP-00001',
        status: 'error',
        message: 'This waybill is already registered for the carrier',
      },
      { number: 'NEW-1', status: 'saved', message: null },
      {
        number: 'NEW-1',
        status: 'error',
        message: 'This waybill appears more than once in the file',
      },
      { number: 'bad number', status: 'error', message: 'Only letters, digits and dashes' },
      { number: 'NEW-2', status: 'saved', message: null },
    ]);
    expect(again.body.data).toMatchObject({ saved: 2, errors: 3 });
  }, 60_000);

  it('a bad carrier or service refuses the whole file per field, saving nothing', async () => {
    const res = await t.request('POST', api('waybills/import'), {
      as: 'admin',
      body: { carrier_id: express, service_id: fedexSaver, numbers: ['NOPE-1'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.service_id[0]).toMatch(/no pertenece/);
    const none = await t.request('POST', api('waybills/import'), {
      as: 'admin',
      body: { numbers: ['NOPE-1'] },
    });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toContain('carrier_id');
    const tooMany = await t.request('POST', api('waybills/import'), {
      as: 'admin',
      body: { carrier_id: express, numbers: Array.from({ length: 5001 }, (_, i) => `X${i}`) },
    });
    expect(tooMany.status).toBe(422);
    expect((await list({ 'where[number]': 'NOPE-1' })).body.data).toEqual([]);
  });
});
