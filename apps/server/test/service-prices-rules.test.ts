import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { multipartFile } from './helpers/multipart';

/** Issue 20 "Prices that never lose money": one rule for create, update and import. */
let t: TestApp;
let mx: number;
let carrierId: number;
let locked: number; // edit_admin_cost off
let open: number; // edit_admin_cost on

type Role = 'admin' | 'main_admin' | 'developer' | 'customer';
type Row = {
  id: number;
  kg: number;
  price: string;
  admin_cost: string;
  main_admin_cost?: string;
  below_cost: boolean;
};

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('hoja');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = async (
  path: string,
  rows: (string | number)[][],
  opts: { as?: Role; fields?: Record<string, string>; tenant?: string } = {},
) => {
  const form = multipartFile('file', 'precios.xlsx', XLSX, await xlsx(rows), opts.fields);
  return t.request('POST', api(path), {
    as: opts.as ?? 'admin',
    headers: form.headers,
    body: form.body,
    tenant: opts.tenant,
  });
};
const table = async (serviceId: number, as: Role = 'admin') =>
  (await t.request('GET', api(`services/${serviceId}/service_prices`), { as })).body.data as Row[];
const post = (serviceId: number, row: Record<string, unknown>, as: Role = 'admin') =>
  t.request('POST', api(`services/${serviceId}/service_prices`), {
    as,
    body: { service_price: row },
  });

async function service(code: string, editAdminCost: boolean) {
  const res = await t.request('POST', api(`carriers/${carrierId}/services`), {
    as: 'main_admin',
    body: {
      service: {
        name: `Precios ${code}`,
        code,
        days: 2,
        country_ids: [mx],
        edit_admin_cost: editAdminCost,
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  const countries = await t.request('GET', api('countries'), {
    as: 'customer',
    query: { search: 'MX', per_page: '300' },
  });
  mx = (countries.body.data as { id: number; code: string }[]).find((c) => c.code === 'MX')!.id;
  const providers = await t.request('GET', api('providers'), { as: 'admin' });
  const generic = (providers.body.data as { id: number; code: string }[]).find(
    (p) => p.code === 'GenericCarrier',
  )!.id;
  const carrier = await t.request('POST', api('carriers'), {
    as: 'admin',
    body: { carrier: { name: 'Paquetería Precios', provider_id: generic } },
  });
  carrierId = carrier.body.data.id;
  locked = await service('PRECIOS_CERRADO', false);
  open = await service('PRECIOS_ABIERTO', true);
  // The main admin sets kg 1 with a cost of 480.00 (main cost 300.00).
  const seeded = await post(
    locked,
    { kg: 1, price: 520, admin_cost: 480, main_admin_cost: 300 },
    'main_admin',
  );
  expect(seeded.status, seeded.text).toBe(201);
});
afterAll(async () => t?.close());

describe('create and update', () => {
  it('refuses price 10 / cost 100 / main cost 500 without confirmation, naming the amounts', async () => {
    const row = { kg: 2, price: 10, admin_cost: 100, main_admin_cost: 500 };
    const res = await post(locked, row, 'main_admin');
    expect(res.status).toBe(422);
    expect(res.body.errors.price[0]).toBe('El precio $10.00 está por debajo del costo $100.00');
    expect(res.body.errors.admin_cost[0]).toBe(
      'El costo $100.00 está por debajo del costo principal $500.00',
    );
    expect(res.body.errors.confirm_below_cost).toBeDefined();
    expect((await table(locked)).map((r) => r.kg)).toEqual([1]);

    const confirmed = await post(locked, { ...row, confirm_below_cost: true }, 'main_admin');
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.body.data).toMatchObject({ price: '10.00', below_cost: true });
    const owner = (await table(locked, 'main_admin')).find((r) => r.kg === 2)!;
    expect(owner).toMatchObject({ main_admin_cost: '500.00', below_cost: true });
  });

  it('refuses an admin cost from an admin while edit_admin_cost is off, on create too', async () => {
    const res = await post(locked, { kg: 3, price: 200, admin_cost: 90 });
    expect(res.status).toBe(422);
    expect(res.body.errors.admin_cost[0]).toMatch(/administrador principal/);
    expect((await table(locked)).map((r) => r.kg)).not.toContain(3);
  });

  it('refuses a new weight from an admin who cannot set its cost, with the way out', async () => {
    const res = await post(locked, { kg: 3, price: 200 });
    expect(res.status).toBe(422);
    expect(res.body.errors.kg[0]).toMatch(/Editar costo/);
  });

  it('lets an admin set the cost when edit_admin_cost is on; main cost starts at 0', async () => {
    const res = await post(open, { kg: 1, price: 150, admin_cost: 120 });
    expect(res.status, res.text).toBe(201);
    const [row] = await table(open, 'main_admin');
    expect(row).toMatchObject({ admin_cost: '120.00', main_admin_cost: '0.00' });
  });

  it('an admin edit keeps the stored cost and still may not sell below it', async () => {
    const kg1 = (await table(locked)).find((r) => r.kg === 1)!;
    const below = await t.request('PUT', api(`services/${locked}/service_prices/${kg1.id}`), {
      as: 'admin',
      body: { service_price: { kg: 1, price: 149, admin_cost: 480 } },
    });
    expect(below.status).toBe(422);
    expect(below.body.errors.price[0]).toBe('El precio $149.00 está por debajo del costo $480.00');
    const ok = await t.request('PUT', api(`services/${locked}/service_prices/${kg1.id}`), {
      as: 'admin',
      body: { service_price: { kg: 1, price: 499 } },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({
      price: '499.00',
      admin_cost: '480.00',
      below_cost: false,
    });
    expect(ok.body.data.main_admin_cost).toBeUndefined();
  });
});

describe('import', () => {
  it('refuses an admin file with a cost column while edit_admin_cost is off, saving nothing', async () => {
    const res = await upload(`services/${locked}/service_prices/import`, [
      ['kg', 'precio', 'costo'],
      [1, 500, 100],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toBe(
      'El archivo tiene las columnas kg, precio, costo; para tu rol debe tener exactamente kg, precio',
    );
    expect((await table(locked)).find((r) => r.kg === 1)!.price).toBe('499.00');
  });

  it('refuses kg 1 at 149.00 over a stored cost of 480.00 unless confirmed, then flags it', async () => {
    const sheet = [
      ['kg', 'precio'],
      [1, 149],
      [2, 600],
    ];
    const refused = await upload(`services/${locked}/service_prices/import`, sheet);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file.join('\n')).toContain(
      'Fila 2: kg 1: El precio $149.00 está por debajo del costo $480.00',
    );
    expect((await table(locked)).find((r) => r.kg === 1)!.price).toBe('499.00');

    const saved = await upload(`services/${locked}/service_prices/import`, sheet, {
      fields: { confirm_below_cost: 'true' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toEqual({ imported: 2, skipped: 0, below_cost: 2 });
    const rows = await table(locked);
    expect(rows.map((r) => [r.kg, r.price, r.admin_cost, r.below_cost])).toEqual([
      [1, '149.00', '480.00', true],
      // kg 2 keeps the owner's 100.00 cost; the admin only sees it above the price now.
      [2, '600.00', '100.00', false],
    ]);
  });

  it('names a weight the admin cannot cost, with its Excel row', async () => {
    const res = await upload(`services/${locked}/service_prices/import`, [
      ['Kg', 'Price'],
      [1, 600],
      [7, 600],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/^Fila 3: kg 7: Este peso no está en la tabla/);
  });

  it('a main admin file writes both costs', async () => {
    const res = await upload(
      `services/${locked}/service_prices/import`,
      [
        ['kg', 'precio', 'costo', 'costo_principal'],
        [1, 520, 480, 300],
        [5, 700, 650, 500],
      ],
      { as: 'main_admin' },
    );
    expect(res.status, res.text).toBe(200);
    const rows = await table(locked, 'main_admin');
    expect(rows.map((r) => [r.kg, r.price, r.admin_cost, r.main_admin_cost, r.below_cost])).toEqual(
      [
        [1, '520.00', '480.00', '300.00', false],
        [5, '700.00', '650.00', '500.00', false],
      ],
    );
    const short = await upload(
      `services/${locked}/service_prices/import`,
      [
        ['kg', 'price', 'cost'],
        [1, 520, 480],
      ],
      { as: 'main_admin', fields: {} },
    );
    expect(short.status).toBe(422);
    expect(short.body.errors.file[0]).toMatch(/kg, precio, costo, costo_principal/);
  });

  it('previews the rows as they would be saved, with counts, and saves nothing', async () => {
    const res = await upload(`services/${locked}/service_prices/import/preview`, [
      ['kg', 'precio'],
      [1, 100],
      [5, 700],
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.rows).toEqual([
      {
        kg: 1,
        price: '100.00',
        admin_cost: '480.00',
        below_cost: true,
        change: 'changed',
      },
      { kg: 5, price: '700.00', admin_cost: '650.00', below_cost: false, change: 'unchanged' },
    ]);
    expect(res.body.data.counts).toEqual({
      new: 0,
      changed: 1,
      unchanged: 1,
      removed: 0,
      below_cost: 1,
    });
    expect((await table(locked)).find((r) => r.kg === 1)!.price).toBe('520.00');
  });

  it('gives the example with the caller role columns', async () => {
    const read = async (as: Role, query: Record<string, string> = {}) => {
      const res = await t.request('GET', api('service_prices/example'), { as, query });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
      return (wb.worksheets[0]!.getRow(1).values as string[]).slice(1);
    };
    expect(await read('admin', { service_id: String(locked) })).toEqual(['kg', 'precio']);
    expect(await read('admin', { service_id: String(open) })).toEqual(['kg', 'precio', 'costo']);
    expect(await read('main_admin')).toEqual(['kg', 'precio', 'costo', 'costo_principal']);
  });
});

describe('who may', () => {
  it("answers 404 for another tenant's service and 403 to a customer", async () => {
    const sheet = [
      ['kg', 'precio'],
      [1, 600],
    ];
    const elsewhere = await upload(`services/${locked}/service_prices/import/preview`, sheet, {
      tenant: 'otra',
    });
    expect(elsewhere.status).toBe(404);
    expect((await post(locked, { kg: 9, price: 1 }, 'customer')).status).toBe(403);
    const customer = await upload(`services/${locked}/service_prices/import`, sheet, {
      as: 'customer',
    });
    expect(customer.status).toBe(403);
  });
});
