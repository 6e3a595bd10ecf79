import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/lib/dates';
import { addDays } from '../src/modules/reports/report-range';
import { api, createTestApp, type Reply, type Role, type TestApp } from './helpers/test-app';
import { liveHeapSampler } from './helpers/live-heap';

let t: TestApp;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TZ = 'America/Monterrey';
const JANUARY = { start_date: '2025-01-01', end_date: '2025-01-31' };

/** A Monterrey wall-clock time as the instant it was (Monterrey is UTC−6 all year since 2022). */
const mty = (local: string) => `${local}-06:00`;

const q = (text: string, values: unknown[] = []) => t.database.execRaw(text, values);
const idOf = async (text: string, values: unknown[]) =>
  ((await q(text, values)).rows[0] as { id: number }).id;

interface Sheet {
  name: string;
  header: string[];
  rows: Record<string, unknown>[];
}

/** The workbook as exceljs reads it back: the first sheet's header and rows keyed by header. */
async function sheetOf(res: Reply): Promise<Sheet> {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const lines: unknown[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const header = lines[0] as string[];
  const rows = lines
    .slice(1)
    .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? null])));
  return { name: sheet.name, header, rows };
}

const download = (key: string, body: object = JANUARY, as: Role = 'developer', tenant = 'demo') =>
  t.request('POST', api(`reports/${key}`), { as, body, tenant });

let estafetaId = 0;
let genericId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const demo = t.demoTenantId;
  const other = t.other.tenantId;
  const customer = await idOf(`select id from users where email = $1`, ['customer@despacho.test']);
  const admin = await idOf(`select id from users where email = $1`, ['admin@despacho.test']);
  estafetaId = await idOf(`select id from providers where tenant_id = $1 and code = 'Estafeta'`, [
    demo,
  ]);
  genericId = await idOf(
    `select id from providers where tenant_id = $1 and code = 'GenericCarrier'`,
    [demo],
  );
  const carrier = (tenant: number, seq: number, name: string, provider: number) =>
    idOf(
      `insert into carriers (tenant_id, sequential_id, name, provider_id, status, shipment_count)
       values ($1, $2, $3, $4, 'active', 7) returning id`,
      [tenant, seq, name, provider],
    );
  const north = await carrier(demo, 801, 'Estafeta Norte', estafetaId);
  const south = await carrier(demo, 802, 'Estafeta Sur', estafetaId);
  const generic = await carrier(demo, 803, 'Genérica', genericId);
  for (const [carrierId, key, value] of [
    [north, 'account', '1234567'],
    [north, 'agent', '123'],
    [north, 'range', '456'],
    [south, 'account', '7654321'],
  ] as const)
    await q(
      `insert into carrier_settings (tenant_id, carrier_id, key, value) values ($1, $2, $3, $4)`,
      [demo, carrierId, key, value],
    );
  const parcel = JSON.stringify({
    contents: 'Ropa',
    weight: 1.5,
    volumetric_weight: 2.25,
    insure_package: true,
    declared_tax_value: '1000.00',
  });
  const shipment = (
    tenant: number,
    user: number,
    seq: number,
    carrierId: number,
    status: string,
    tracking: string,
    at: string,
    insurance = 0,
  ) =>
    idOf(
      `insert into shipments (tenant_id, sequential_id, user_id, status, step, carrier_id,
         total_cents, tracking_number, created_at, parcel, rate)
       values ($1, $2, $3, $4, 'confirmed', $5, 12700, $6, $7, $8::jsonb, $9::jsonb) returning id`,
      [
        tenant,
        seq,
        user,
        status,
        carrierId,
        tracking,
        mty(at),
        parcel,
        JSON.stringify({ insurance, total: 12700 }),
      ],
    );
  // The month's edges in Monterrey: 00:10 on the 1st and 23:30 on the 31st are January;
  // 23:50 on Dec 31 (already Jan 1 in UTC) and 00:30 on Feb 1 are not.
  const last = await shipment(
    demo,
    customer,
    9001,
    north,
    'success',
    '8055241528464720099314',
    '2025-01-31T23:30:00',
    2500,
  );
  await shipment(demo, customer, 9002, south, 'canceled', 'EST-SUR-0002', '2025-01-15T10:00:00');
  await shipment(demo, customer, 9003, generic, 'pending', 'DRAFT-0003', '2025-01-10T09:00:00');
  await shipment(demo, customer, 9004, generic, 'success', 'FEB-0004', '2025-02-01T00:30:00');
  await shipment(demo, customer, 9005, north, 'success', 'EST-NTE-0005', '2025-01-01T00:10:00');
  await shipment(demo, customer, 9006, generic, 'success', 'DEC-0006', '2024-12-31T23:50:00');
  const tx = (
    tenant: number,
    user: number,
    seq: number,
    cents: number,
    type: string,
    status: string,
    at: string,
    shipmentId: number | null,
  ) =>
    q(
      `insert into transactions (tenant_id, sequential_id, user_id, amount_cents, transaction_type,
         status, description, shipment_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [tenant, seq, user, cents, type, status, `Prueba ${seq}`, shipmentId, mty(at)],
    );
  await tx(demo, customer, 90001, 12700, 'withdraw', 'cleared', '2025-01-31T23:30:00', last);
  await tx(demo, customer, 90002, 5000, 'deposit', 'rejected', '2025-01-05T08:00:00', null);
  await tx(demo, customer, 90003, 9900, 'deposit', 'rejected', '2025-02-01T00:00:00', null);
  await q(`update users set created_at = $1 where email = $2`, [
    mty('2025-01-20T12:00:00'),
    'operator@despacho.test',
  ]);
  await q(
    `insert into carrier_setting_logs (tenant_id, carrier_id, key, old_value, new_value, user_id,
       created_at) values ($1, $2, 'account', '7000000', '1234567', $3, $4)`,
    [demo, north, admin, mty('2025-01-12T16:45:00')],
  );
  // The other tenant's rows, in the same month, must never show.
  const otherCarrier = await carrier(other, 801, 'Otra Estafeta', estafetaId);
  const otherShipment = await shipment(
    other,
    t.other.customerId,
    9001,
    otherCarrier,
    'success',
    'OTRA-0001',
    '2025-01-20T10:00:00',
    1000,
  );
  await tx(
    other,
    t.other.customerId,
    90001,
    7700,
    'deposit',
    'rejected',
    '2025-01-20T10:00:00',
    otherShipment,
  );
}, 120_000);
afterAll(async () => t?.close());

describe('each report', () => {
  it('shipments: an .xlsx named after the model, bought shipments of the Monterrey month', async () => {
    const res = await download('shipments');
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="shipments.xlsx"');
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Envíos');
    expect(sheet.header.slice(0, 4)).toEqual(['Número', 'Fecha', 'Estado', 'Origen del envío']);
    expect(sheet.rows.map((r) => r['Guía'])).toEqual([
      '8055241528464720099314',
      'EST-SUR-0002',
      'EST-NTE-0005',
    ]);
    const last = sheet.rows[0]!;
    expect(last).toMatchObject({
      Número: 9001,
      Estado: 'Generado',
      Usuario: 'Carmen Clienta',
      Correo: 'customer@despacho.test',
      Paquetería: 'Estafeta Norte',
      Proveedor: 'Estafeta',
      Contenido: 'Ropa',
      'Peso (kg)': 1.5,
      Asegurado: 'Sí',
      'Seguro (MXN)': 25,
      'Total (MXN)': 127,
    });
    // The cell shows Monterrey's wall clock: 23:30 on the 31st.
    expect((last['Fecha'] as Date).toISOString()).toBe('2025-01-31T23:30:00.000Z');
    expect(sheet.rows[1]!['Estado']).toBe('Cancelado');
  });

  it('a row at 23:30 on the last day belongs to that month, not the next', async () => {
    const lastDay = await sheetOf(
      await download('shipments', { start_date: '2025-01-31', end_date: '2025-01-31' }),
    );
    expect(lastDay.rows.map((r) => r['Guía'])).toEqual(['8055241528464720099314']);
    const february = await sheetOf(
      await download('shipments', { start_date: '2025-02-01', end_date: '2025-02-28' }),
    );
    expect(february.rows.map((r) => r['Guía'])).toEqual(['FEB-0004']);
    const december = await sheetOf(
      await download('shipments', { start_date: '2024-12-31', end_date: '2024-12-31' }),
    );
    expect(december.rows.map((r) => r['Guía'])).toEqual(['DEC-0006']);
  });

  it('transactions: signed pesos, the user and the shipment, in English when asked', async () => {
    const es = await sheetOf(await download('transactions'));
    expect(es.rows.map((r) => [r['Número'], r['Monto (MXN)'], r['Tipo'], r['Estado']])).toEqual([
      [90001, -127, 'Retiro', 'Aplicado'],
      [90002, 50, 'Depósito', 'Rechazado'],
    ]);
    expect(es.rows[0]).toMatchObject({
      Correo: 'customer@despacho.test',
      Envío: 9001,
      Guía: '8055241528464720099314',
      'Registrado por': 'Sistema',
    });
    const res = await t.request('POST', api('reports/transactions'), {
      as: 'developer',
      body: JANUARY,
      lang: 'en',
    });
    const en = await sheetOf(res);
    expect(en.name).toBe('Transactions');
    expect(en.rows[0]).toMatchObject({
      Type: 'Withdrawal',
      Status: 'Cleared',
      'Amount (MXN)': -127,
    });
  });

  it('carriers: every carrier with its labels, cancellations and sales in the range', async () => {
    const sheet = await sheetOf(await download('carriers'));
    const byName = Object.fromEntries(sheet.rows.map((r) => [r['Nombre'], r]));
    expect(Object.keys(byName).sort()).toEqual(['Estafeta Norte', 'Estafeta Sur', 'Genérica']);
    expect(byName['Estafeta Norte']).toMatchObject({
      Proveedor: 'Estafeta',
      'Guías en el periodo': 2,
      'Cancelaciones en el periodo': 0,
      'Vendido en el periodo (MXN)': 254,
      'Envíos totales': 7,
    });
    expect(byName['Estafeta Sur']).toMatchObject({
      'Guías en el periodo': 1,
      'Cancelaciones en el periodo': 1,
      'Vendido en el periodo (MXN)': 0,
    });
    // The draft and the February label are outside January's sales.
    expect(byName['Genérica']!['Guías en el periodo']).toBe(0);
  });

  it('users: accounts created in the range, without secrets', async () => {
    const sheet = await sheetOf(await download('users'));
    expect(sheet.rows.map((r) => r['Correo'])).toEqual(['operator@despacho.test']);
    expect(sheet.rows[0]).toMatchObject({ Nombre: 'Óscar', Tipo: 'Operador', Estado: 'Activo' });
    expect(sheet.header.join(' ')).not.toMatch(/contraseña|password|token/i);
  });

  it('carrier setting logs: the changes of the range', async () => {
    const sheet = await sheetOf(await download('carrier_setting_logs'));
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toMatchObject({
      Paquetería: 'Estafeta Norte',
      Clave: 'account',
      'Valor anterior': '7000000',
      'Valor nuevo': '1234567',
      Usuario: 'Alberto Administración',
    });
    expect((sheet.rows[0]!['Fecha'] as Date).toISOString()).toBe('2025-01-12T16:45:00.000Z');
  });

  it('insurances: the insured bought shipments with declared value and cost', async () => {
    const sheet = await sheetOf(await download('insurances'));
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toMatchObject({
      Envío: 9001,
      'Valor declarado (MXN)': 1000,
      'Costo del seguro (MXN)': 25,
      'Total del envío (MXN)': 127,
    });
  });

  it('fiscal data and invoices: every receptor now, and the invoices requested in the range', async () => {
    const demo = t.demoTenantId;
    const customer = await idOf(`select id from users where email = $1`, [
      'customer@despacho.test',
    ]);
    await q(
      `insert into fiscal_data (tenant_id, user_id, business_name, rfc, fiscal_regime, payment_form,
         cfdi_use, phone, street, neighborhood, city, state, country_id, postal_code)
       values ($1, $2, 'INGRID XODAR JIMENEZ', 'XOJI740919U48', '612', '03', 'G03', '4421234567',
         'Av. Constituyentes', 'Centro', 'Querétaro', 'Querétaro',
         (select id from countries where tenant_id = $1 and code = 'MX'), '76028')`,
      [demo, customer],
    );
    const deposit = await idOf(`select id from transactions where sequential_id = 90002`, []);
    await q(
      `insert into invoices (tenant_id, transaction_id, user_id, status, serie, folio, uuid,
         subtotal_cents, iva_cents, total_cents, receptor, stamped_at, created_at)
       values ($1, $2, $3, 'generated', 'D', '7', 'AB12CD34-0000-4000-8000-00000000AAAA', 4310, 690,
         5000, '{"rfc":"XOJI740919U48"}', $4, $5)`,
      [demo, deposit, customer, mty('2025-01-06T10:00:00'), mty('2025-01-05T09:00:00')],
    );

    const fiscal = await sheetOf(await download('fiscal_data', {}));
    expect(fiscal.rows).toHaveLength(1);
    expect(fiscal.rows[0]).toMatchObject({
      'Correo del usuario': 'customer@despacho.test',
      'Razón social': 'INGRID XODAR JIMENEZ',
      RFC: 'XOJI740919U48',
      'Régimen fiscal': '612',
      'Uso de CFDI': 'G03',
      País: 'México',
      'Código postal': '76028',
    });
    const invoices = await sheetOf(await download('invoices'));
    expect(invoices.rows).toHaveLength(1);
    expect(invoices.rows[0]).toMatchObject({
      Estado: 'Generada',
      Movimiento: 90002,
      'Monto (MXN)': 50,
      Correo: 'customer@despacho.test',
      'Serie y folio': 'D-7',
      'Folio fiscal (UUID)': 'AB12CD34-0000-4000-8000-00000000AAAA',
      'RFC receptor': 'XOJI740919U48',
      'Subtotal (MXN)': 43.1,
      'IVA (MXN)': 6.9,
      'Total (MXN)': 50,
    });
    // February's range has none; the other tenant sees neither.
    const feb = { start_date: '2025-02-01', end_date: '2025-02-28' };
    expect((await sheetOf(await download('invoices', feb))).rows).toEqual([]);
    expect((await sheetOf(await download('fiscal_data', {}, 'developer', 'otra'))).rows).toEqual(
      [],
    );
  });

  it.each([['overweights', 'Sobrepesos', ['ID', 'Fecha', 'Envío', 'Guía']]])(
    '%s: a valid workbook with its headers and no rows yet',
    async (key, name, first) => {
      const res = await download(key);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${key}.xlsx"`);
      const sheet = await sheetOf(res);
      expect(sheet.name).toBe(name);
      expect(sheet.header.slice(0, 4)).toEqual(first);
      expect(sheet.rows).toEqual([]);
    },
  );

  it('never shows another tenant’s rows, and that tenant sees only its own', async () => {
    for (const key of ['shipments', 'insurances', 'transactions', 'carriers']) {
      const text = JSON.stringify((await sheetOf(await download(key))).rows);
      expect(text).not.toContain('OTRA');
      expect(text).not.toContain('Otra Estafeta');
    }
    const theirs = await sheetOf(await download('shipments', JANUARY, 'developer', 'otra'));
    expect(theirs.rows.map((r) => r['Guía'])).toEqual(['OTRA-0001']);
  });
});

describe('shipments filters', () => {
  const guides = async (body: object) =>
    (await sheetOf(await download('shipments', { ...JANUARY, ...body }))).rows.map(
      (r) => r['Guía'],
    );

  it('status, all shipments (drafts too) and provider', async () => {
    expect(await guides({ status: 'canceled' })).toEqual(['EST-SUR-0002']);
    expect(await guides({ all_shipments: true })).toEqual([
      '8055241528464720099314',
      'EST-SUR-0002',
      'DRAFT-0003',
      'EST-NTE-0005',
    ]);
    expect(await guides({ provider_id: genericId, all_shipments: true })).toEqual(['DRAFT-0003']);
  });

  it('Estafeta account, agent, range and shipping number', async () => {
    const estafeta = { provider_id: estafetaId };
    expect(await guides({ ...estafeta, estafeta_account: '1234567' })).toEqual([
      '8055241528464720099314',
      'EST-NTE-0005',
    ]);
    expect(await guides({ ...estafeta, estafeta_account: '7654321' })).toEqual(['EST-SUR-0002']);
    expect(
      await guides({ ...estafeta, estafeta_agent: '123', estafeta_range: '456' }),
    ).toHaveLength(2);
    expect(await guides({ ...estafeta, estafeta_shipping_number: '0099314' })).toEqual([
      '8055241528464720099314',
    ]);
    // Another provider: the Estafeta fields are not its filters.
    expect(await guides({ provider_id: genericId, estafeta_account: 'x' })).toEqual([]);
  });

  it('refuses malformed Estafeta filters per field, and an unknown status or provider', async () => {
    const res = await download('shipments', {
      ...JANUARY,
      provider_id: estafetaId,
      estafeta_range: '12',
      estafeta_account: '123456a',
      estafeta_agent: '1234',
      estafeta_shipping_number: '123',
    });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.errors).toEqual({
      estafeta_range: ['El rango debe tener 3 dígitos'],
      estafeta_account: ['La cuenta debe tener 7 dígitos'],
      estafeta_agent: ['El agente debe tener 3 dígitos'],
      estafeta_shipping_number: ['El número de envío debe tener al menos 4 caracteres'],
    });
    const pending = await download('shipments', { status: 'pending' });
    expect(Object.keys(pending.body.errors)).toEqual(['status']);
    const unknown = await download('shipments', { provider_id: 999_999 });
    expect(Object.keys(unknown.body.errors)).toEqual(['provider_id']);
  });
});

describe('developer-only shipments filters (spec 1 §6)', () => {
  it('refuses an admin’s status, provider, all-shipments and Estafeta filters per field, writing no file', async () => {
    for (const as of ['admin', 'main_admin'] as const) {
      const res = await download(
        'shipments',
        {
          ...JANUARY,
          status: 'canceled',
          provider_id: estafetaId,
          all_shipments: true,
          estafeta_account: '1234567',
          estafeta_shipping_number: '0099314',
        },
        as,
      );
      expect(res.status, as).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.errors).toEqual({
        status: ['Solo los desarrolladores pueden usar este filtro'],
        provider_id: ['Solo los desarrolladores pueden usar este filtro'],
        all_shipments: ['Solo los desarrolladores pueden usar este filtro'],
        estafeta_account: ['Solo los desarrolladores pueden usar este filtro'],
        estafeta_shipping_number: ['Solo los desarrolladores pueden usar este filtro'],
      });
    }
    const en = await t.request('POST', api('reports/shipments'), {
      as: 'admin',
      lang: 'en',
      body: { ...JANUARY, estafeta_agent: '123' },
    });
    expect(en.status).toBe(403);
    expect(en.body.errors).toEqual({ estafeta_agent: ['Only developers may use this filter'] });
  });

  it('gives an admin every bought shipment when the filters are left at their defaults', async () => {
    const blank = {
      ...JANUARY,
      status: '',
      provider_id: null,
      all_shipments: false,
      estafeta_range: '',
      estafeta_account: null,
    };
    // January is before the admin's report limit; lift it for this comparison.
    const limit = `update settings set value = $2 where tenant_id = $1 and key = 'report_limit'`;
    await q(limit, [t.demoTenantId, '']);
    const admin = await sheetOf(await download('shipments', blank, 'admin')).finally(() =>
      q(limit, [t.demoTenantId, '90']),
    );
    const developer = await sheetOf(await download('shipments', JANUARY, 'developer'));
    expect(admin.rows.map((r) => r['Guía'])).toEqual(developer.rows.map((r) => r['Guía']));
    expect(admin.rows.map((r) => r['Guía'])).not.toContain('DRAFT-0003');
  });
});

describe('dates and the report limit', () => {
  const today = () => todayIn(TZ);

  it('defaults to the current Monterrey month up to today', async () => {
    // The demo seed's deposit was made today; January's rows are not this month.
    const sheet = await sheetOf(await download('transactions', {}, 'admin'));
    const numbers = sheet.rows.map((r) => r['Número']);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).not.toContain(90001);
  });

  it('report_limit: today minus the setting’s days, binding everyone but developers', async () => {
    const admin = await t.request('GET', api('reports/report_limit'), { as: 'admin' });
    expect(admin.body.data).toEqual({ val: addDays(today(), -90), applies: true });
    const dev = await t.request('GET', api('reports/report_limit'), { as: 'developer' });
    expect(dev.body.data).toEqual({ val: addDays(today(), -90), applies: false });
  });

  it('refuses an admin’s start before the limit, not a developer’s', async () => {
    const early = { start_date: addDays(today(), -91), end_date: today() };
    const res = await download('transactions', early, 'admin');
    expect(res.status).toBe(422);
    const [y, m, d] = addDays(today(), -90).split('-');
    expect(res.body.errors).toEqual({
      start_date: [`La fecha inicial no puede ser anterior al ${d}/${m}/${y}`],
    });
    expect((await download('transactions', early, 'developer')).status).toBe(200);
    const ok = { start_date: addDays(today(), -90), end_date: today() };
    expect((await download('transactions', ok, 'admin')).status).toBe(200);
  });

  it('refuses an end after today and an end before the start', async () => {
    const future = await download('users', { end_date: addDays(today(), 1) }, 'admin');
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ end_date: ['La fecha no puede ser posterior a hoy'] });
    const backwards = await download('users', { start_date: '2025-01-10', end_date: '2025-01-09' });
    expect(backwards.body.errors).toEqual({
      end_date: ['La fecha final debe ser igual o posterior a la inicial'],
    });
    const garbage = await download('users', { start_date: '31/01/2025' });
    expect(Object.keys(garbage.body.errors)).toEqual(['start_date']);
  });
});

describe('who may see and download', () => {
  it('customers and operators get 403, strangers 401', async () => {
    for (const as of ['customer', 'operator'] as const) {
      expect((await t.request('GET', api('reports'), { as })).status).toBe(403);
      expect((await download('transactions', JANUARY, as)).status).toBe(403);
    }
    expect((await t.request('GET', api('reports'))).status).toBe(401);
    expect((await download('transactions', JANUARY, null as unknown as Role)).status).toBe(401);
  });

  it('carrier setting logs: listed as not downloadable and 403 for an admin, fine for a main admin', async () => {
    const list = await t.request('GET', api('reports'), { as: 'admin' });
    expect(list.body.data.find((r: { key: string }) => r.key === 'carrier_setting_logs')).toEqual({
      key: 'carrier_setting_logs',
      name: 'Bitácora de ajustes de paqueterías',
      visible: true,
      downloadable: false,
    });
    expect((await download('carrier_setting_logs', JANUARY, 'admin')).status).toBe(403);
    const main = await download(
      'carrier_setting_logs',
      { start_date: todayIn(TZ), end_date: todayIn(TZ) },
      'main_admin',
    );
    expect((await sheetOf(main)).header[0]).toBe('Fecha');
  });

  it('the Visible toggle is the developer’s; a hidden report is 404 for an admin', async () => {
    const hide = (as: Role, visible: boolean) =>
      t.request('PUT', api('reports/users/visibility'), { as, body: { visible } });
    expect((await hide('admin', false)).status).toBe(403);
    expect((await hide('main_admin', false)).status).toBe(403);
    const res = await hide('developer', false);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: 'users', visible: false });

    const adminList = await t.request('GET', api('reports'), { as: 'admin' });
    expect(adminList.body.data.map((r: { key: string }) => r.key)).not.toContain('users');
    expect(adminList.body.data).toHaveLength(8);
    expect((await download('users', {}, 'admin')).status).toBe(404);

    const devList = await t.request('GET', api('reports'), { as: 'developer' });
    expect(devList.body.data).toHaveLength(9);
    expect(devList.body.data.find((r: { key: string }) => r.key === 'users').visible).toBe(false);
    expect((await download('users')).status).toBe(200);
    // Hidden in this tenant only.
    const otherList = await t.request('GET', api('reports'), { as: 'admin', tenant: 'otra' });
    expect(otherList.body.data.map((r: { key: string }) => r.key)).toContain('users');

    expect((await hide('developer', true)).body.data.visible).toBe(true);
    expect((await download('users', {}, 'admin')).status).toBe(200);
    expect(
      (
        await t.request('PUT', api('reports/nope/visibility'), {
          as: 'developer',
          body: { visible: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('a large report', () => {
  const ROWS = 100_000;

  it('streams 100,000 transactions in batches without holding them in memory', async () => {
    const customer = await idOf(`select id from users where email = $1`, [
      'customer@despacho.test',
    ]);
    // One set-based insert: rejected deposits move no balance.
    await q(
      `insert into transactions (tenant_id, sequential_id, user_id, amount_cents, transaction_type,
         status, description, created_at)
       select $1, 200000 + g, $2, 100 + g, 'deposit', 'rejected', 'Carga ' || g,
         (timestamp '2024-06-15 00:00' at time zone 'America/Monterrey') + g * interval '500 ms'
       from generate_series(1, ${ROWS}) g`,
      [t.demoTenantId, customer],
    );
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.tokenFor('developer');
    const heap = liveHeapSampler();
    const res = await fetch(`${url}/api/v1/reports/transactions`, {
      method: 'POST',
      headers: {
        'x-tenant': 'demo',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ start_date: '2024-06-15', end_date: '2024-06-15' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    const chunks: Buffer[] = [];
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      chunks.push(Buffer.from(chunk));
      heap.sample();
    }
    // 100,000 rows of 12 cells as JS objects and strings at once would be hundreds of MB; read
    // 2,000 at a time and flushed, the live heap holds a few batches (the received file is
    // in Buffers, outside the JS heap).
    expect(heap.growth()).toBeLessThan(48 * 1024 * 1024);

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      Readable.from([Buffer.concat(chunks)]),
      {},
    );
    let rows = 0;
    let first: unknown[] = [];
    let lastRow: unknown[] = [];
    for await (const sheet of reader)
      for await (const row of sheet) {
        rows++;
        if (rows === 2) first = (row.values as unknown[]).slice(1);
        lastRow = (row.values as unknown[]).slice(1);
      }
    expect(rows).toBe(ROWS + 1);
    // The streaming reader gives dates as Excel serial days: 2024-06-15 00:00 is day 45458.
    expect(first[0]).toBe(200001);
    expect(first[1]).toBe(45458);
    expect(lastRow[0]).toBe(200000 + ROWS);
    expect(lastRow[7]).toBe((100 + ROWS) / 100);
  }, 300_000);
});
