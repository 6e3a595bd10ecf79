import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { multipartFile } from './helpers/multipart';
import { PNG_1PX } from './helpers/images';

let t: TestApp;
let mx: number;
let generic: number;

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('hoja');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (
  path: string,
  bytes: Buffer,
  opts: {
    as?: 'admin' | 'customer' | 'main_admin';
    filename?: string;
    type?: string;
    fields?: Record<string, string>;
    tenant?: string;
  } = {},
) => {
  const form = multipartFile(
    'file',
    opts.filename ?? 'precios.xlsx',
    opts.type ?? XLSX,
    bytes,
    opts.fields,
  );
  return t.request('POST', api(path), {
    as: opts.as ?? 'admin',
    headers: form.headers,
    body: form.body,
    tenant: opts.tenant,
  });
};

const countryId = async (code: string) => {
  const res = await t.request('GET', api('countries'), {
    as: 'customer',
    query: { search: code, per_page: '300' },
  });
  return (res.body.data as { id: number; code: string }[]).find((c) => c.code === code)!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  mx = await countryId('MX');
  const providers = await t.request('GET', api('providers'), { as: 'admin' });
  generic = (providers.body.data as { id: number; code: string }[]).find(
    (p) => p.code === 'GenericCarrier',
  )!.id;
});
afterAll(async () => t?.close());

const quote = (destination = '06700') =>
  t.request('POST', api('quotes'), {
    as: 'customer',
    body: {
      quote: {
        parcel_type: 'box',
        length: 30,
        width: 20,
        height: 10,
        weight: 4.2,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: destination,
        destination_country_id: mx,
      },
    },
  });

describe('reference data on every tenant', () => {
  it('seeds every country in Spanish and English, Mexico with its 32 states', async () => {
    const all = await t.request('GET', api('countries'), {
      as: 'customer',
      query: { per_page: '300' },
    });
    expect(all.status).toBe(200);
    expect(all.body.pagination.total_objects).toBeGreaterThan(240);
    const mexico = await t.request('GET', api(`countries/${mx}`), { as: 'customer', lang: 'en' });
    expect(mexico.body.data).toMatchObject({
      code: 'MX',
      alpha3: 'MEX',
      name: 'Mexico',
      name_es: 'México',
    });
  });

  it('seeds the providers with their service types', async () => {
    const res = await t.request('GET', api('providers'), { as: 'admin' });
    const codes = (res.body.data as { code: string }[]).map((p) => p.code);
    for (const code of ['GenericCarrier', 'FedexRest', 'DHL', 'Estafeta', 'Redpack', 'PExpress'])
      expect(codes).toContain(code);
    expect((await t.request('GET', api('providers'), { as: 'customer' })).status).toBe(403);
  });
});

describe('an admin builds a carrier, a service and a zone, and the customer quotes it', () => {
  let carrierId: number;
  let serviceId: number;
  let zoneId: number;

  it('creates a carrier (and refuses bad input field by field)', async () => {
    const bad = await t.request('POST', api('carriers'), {
      as: 'admin',
      body: {
        carrier: { name: 'x'.repeat(10_000), provider_id: 999999, girth: -1, max_weight: 1.0005 },
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      expect.arrayContaining(['girth', 'max_weight', 'name']),
    );
    const res = await t.request('POST', api('carriers'), {
      as: 'admin',
      body: {
        carrier: {
          name: 'Paquetería Norte',
          provider_id: generic,
          max_weight: 25,
          insurance_type: 'internal',
          insurance_percentage: 2,
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Paquetería Norte',
      girth: 330,
      status: 'active',
      provider: { code: 'GenericCarrier' },
    });
    carrierId = res.body.data.id;
    const unknownProvider = await t.request('POST', api('carriers'), {
      as: 'admin',
      body: { carrier: { name: 'Otra', provider_id: 999999 } },
    });
    expect(unknownProvider.status).toBe(422);
    expect(unknownProvider.body.errors.provider_id).toBeDefined();
  });

  it('takes a logo checked by content and serves it by tenant to <img> tags', async () => {
    const notImage = await upload(
      `carriers/${carrierId}/logo`,
      Buffer.from('<svg onload=alert(1)>'),
      {
        filename: 'logo.png',
        type: 'image/png',
      },
    );
    expect(notImage.status).toBe(422);
    const huge = await upload(
      `carriers/${carrierId}/logo`,
      Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024 + 10)]),
      { filename: 'logo.png', type: 'image/png' },
    );
    expect(huge.status).toBe(422);
    const ok = await upload(`carriers/${carrierId}/logo`, PNG_1PX, {
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(ok.status).toBe(200);
    const url = ok.body.data.logo_url as string;
    expect(url).toMatch(/^\/api\/v1\/branding\/demo\/carriers\/\d+\/logo\?v=\d+$/);
    const image = await t.request('GET', url, { tenant: null });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const elsewhere = await t.request('GET', url.replace('/demo/', '/otra/'), { tenant: null });
    expect(elsewhere.status).toBe(404);
  });

  it('creates a national service with a price table imported from xlsx', async () => {
    const res = await t.request('POST', api(`carriers/${carrierId}/services`), {
      as: 'admin',
      body: {
        service: {
          name: 'Norte Terrestre',
          code: 'NORTE_T',
          days: 2,
          country_ids: [mx],
          client_percentage: 0,
        },
      },
    });
    expect(res.status).toBe(201);
    serviceId = res.body.data.id;
    expect(res.body.data.main_admin_percent).toBeUndefined(); // an admin never sees the tenant layer

    const imported = await upload(
      `services/${serviceId}/service_prices/import`,
      // The costs are the main admin's to set (issue 20): an admin's file has kg and price only.
      await xlsx([
        ['kg', 'price', 'cost', 'main_admin_cost'],
        [1, 99, 70, 0],
        [5, 149.5, 110, 0],
        [10, 210, 160, 0],
      ]),
      { as: 'main_admin' },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.data).toEqual({ imported: 3, skipped: 0, below_cost: 0 });
    const table = await t.request('GET', api(`services/${serviceId}/service_prices`), {
      as: 'admin',
    });
    expect(table.body.data.map((r: { kg: number; price: string }) => [r.kg, r.price])).toEqual([
      [1, '99.00'],
      [5, '149.50'],
      [10, '210.00'],
    ]);
    expect(table.body.data[0].main_admin_cost).toBeUndefined();
  });

  it('refuses a bad sheet as a whole, naming the row, and keeps the table', async () => {
    const bad = await upload(
      `services/${serviceId}/service_prices/import`,
      await xlsx([
        ['kg', 'price'],
        [1, 80],
        [2, 'mucho'],
        [1, 90],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file.join(' ')).toMatch(/Fila 3: price/);
    expect(bad.body.errors.file.join(' ')).toMatch(/Fila 4: Ese peso ya está en la tabla/);
    const png = await upload(`services/${serviceId}/service_prices/import`, PNG_1PX, {
      filename: 'precios.xlsx',
    });
    expect(png.status).toBe(422);
    const corrupt = await upload(
      `services/${serviceId}/service_prices/import`,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
    );
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.errors.file[0]).toMatch(/dañado/);
    const table = await t.request('GET', api(`services/${serviceId}/service_prices`), {
      as: 'admin',
    });
    expect(table.body.data).toHaveLength(3);
  });

  it('serves the example file', async () => {
    const res = await t.request('GET', api('service_prices/example'), { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('the customer quotes the new service to the centavo, right after the writes', async () => {
    const res = await quote();
    expect(res.status).toBe(200);
    const rate = (res.body.data.rates as { service_name: string; total: string }[]).find(
      (r) => r.service_name === 'Norte Terrestre',
    );
    // 4.2 kg (volumetric 1.2) → the 5 kg row: 149.50, no margins on top.
    expect(rate?.total).toBe('149.50');
  });

  it('a zone with imported postal codes makes a zonal service quote', async () => {
    const zone = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'Monterrey' } },
    });
    expect(zone.status).toBe(201);
    zoneId = zone.body.data.id;
    const csv = Buffer.from('64000\n64010\n64000\n6700\nabc\n');
    const refused = await upload(`zones/${zoneId}/postal_codes/import`, csv, {
      filename: 'cp.csv',
      type: 'text/csv',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file[0]).toMatch(/Fila 5/);
    const ok = await upload(
      `zones/${zoneId}/postal_codes/import`,
      Buffer.from('64000\n64010\n64000\n'),
      {
        filename: 'cp.csv',
        type: 'text/csv',
        fields: { country_id: String(mx) },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ imported: 2, skipped: 1 });
    const cdmx = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'CDMX' } },
    });
    const viaXlsx = await upload(
      `zones/${cdmx.body.data.id}/postal_codes/import`,
      await xlsx([[6700], ['06600']]),
    );
    expect(viaXlsx.body.data).toEqual({ imported: 2, skipped: 0 }); // the lost leading zero comes back
    const page = await t.request('GET', api(`zones/${cdmx.body.data.id}/postal_codes`), {
      as: 'admin',
    });
    expect(page.body.data.map((c: { postal_code: string }) => c.postal_code)).toEqual([
      '06600',
      '06700',
    ]);
    expect(page.body.pagination.per_page).toBe(10);

    const zonal = await t.request('POST', api(`carriers/${carrierId}/services`), {
      as: 'admin',
      body: {
        service: {
          name: 'Norte–Centro',
          code: 'NC',
          service_type: 'zonal',
          days: 1,
          country_ids: [mx],
          zone_ids: [zoneId],
        },
      },
    });
    expect(zonal.status).toBe(422);
    expect(zonal.body.errors.zone_ids).toBeDefined();
    const created = await t.request('POST', api(`carriers/${carrierId}/services`), {
      as: 'admin',
      body: {
        service: {
          name: 'Norte–Centro',
          code: 'NC',
          service_type: 'zonal',
          days: 1,
          country_ids: [mx],
          zone_ids: [zoneId, cdmx.body.data.id],
        },
      },
    });
    expect(created.status).toBe(201);
    await t.request('POST', api(`services/${created.body.data.id}/service_prices`), {
      as: 'main_admin',
      body: { service_price: { kg: 5, price: 120, admin_cost: 90, main_admin_cost: 0 } },
    });
    const rates = (await quote()).body.data.rates as { service_name: string; total: string }[];
    expect(rates.find((r) => r.service_name === 'Norte–Centro')?.total).toBe('120.00');
    // Guadalajara is in neither zone.
    const gdl = (await quote('44100')).body.data.rates as { service_name: string }[];
    expect(gdl.map((r) => r.service_name)).not.toContain('Norte–Centro');
  });

  it('shows staff why a service was left out', async () => {
    const res = await t.request('POST', api('quotes'), {
      as: 'admin',
      query: { include_rejected: 'true' },
      body: {
        quote: {
          parcel_type: 'box',
          length: 30,
          width: 20,
          height: 10,
          weight: 4.2,
          origin_postal_code: '64000',
          origin_country_id: mx,
          destination_postal_code: '44100',
          destination_country_id: mx,
        },
      },
    });
    const why = (
      res.body.data.rejected as { service_name: string; code: string; message: string }[]
    ).find((r) => r.service_name === 'Norte–Centro');
    expect(why).toMatchObject({ code: 'coverage.zone' });
    expect(why?.message).toMatch(/zona/);
  });

  it('suspending the carrier takes its services out of the next quote', async () => {
    expect(
      (await t.request('PUT', api(`carriers/${carrierId}/suspend`), { as: 'admin' })).status,
    ).toBe(200);
    const rates = (await quote()).body.data.rates as { service_name: string }[];
    expect(rates.map((r) => r.service_name)).not.toContain('Norte Terrestre');
    await t.request('PUT', api(`carriers/${carrierId}/activate`), { as: 'admin' });
  });

  it('keeps layers and deletions to the roles the spec names', async () => {
    const del = await t.request('DELETE', api(`carriers/${carrierId}`), { as: 'admin' });
    expect(del.status).toBe(403);
    const owner = await t.request('PUT', api(`services/${serviceId}`), {
      as: 'main_admin',
      body: {
        service: {
          name: 'Norte Terrestre',
          code: 'NORTE_T',
          days: 2,
          country_ids: [mx],
          main_admin_percent: 5,
        },
      },
    });
    expect(owner.body.data.main_admin_percent).toBe(5);
    // The admin's edit leaves the tenant layer as the main admin set it.
    const admin = await t.request('PUT', api(`services/${serviceId}`), {
      as: 'admin',
      body: {
        service: {
          name: 'Norte Terrestre',
          code: 'NORTE_T',
          days: 3,
          country_ids: [mx],
          main_admin_percent: 0,
        },
      },
    });
    expect(admin.status).toBe(200);
    const seen = await t.request('GET', api(`services/${serviceId}`), { as: 'main_admin' });
    expect(seen.body.data).toMatchObject({ days: 3, main_admin_percent: 5 });
    expect((await t.request('GET', api('carriers'), { as: 'customer' })).status).toBe(403);
  });

  it("answers 404 for another tenant's rows and refuses writes there", async () => {
    for (const path of [
      `carriers/${carrierId}`,
      `services/${serviceId}`,
      `zones/${zoneId}`,
      `services/${serviceId}/service_prices`,
    ]) {
      const res = await t.request('GET', api(path), { as: 'admin', tenant: 'otra' });
      expect(res.status).toBe(404);
    }
    const res = await upload(
      `services/${serviceId}/service_prices/import`,
      await xlsx([[1, 1, 1]]),
      { tenant: 'otra' },
    );
    expect(res.status).toBe(404);
    const table = await t.request('GET', api(`services/${serviceId}/service_prices`), {
      as: 'admin',
    });
    expect(table.body.data).toHaveLength(3);
  });

  it('keeps zones and postal codes to staff, with clear refusals', async () => {
    expect((await t.request('GET', api('zones'), { as: 'customer' })).status).toBe(403);
    expect(
      (await t.request('GET', api(`zones/${zoneId}/postal_codes`), { as: 'operator' })).status,
    ).toBe(403);
    const dup = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'Monterrey' } },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name[0]).toMatch(/Ya existe una zona/);
    const zone = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'Paginada' } },
    });
    const id = zone.body.data.id;
    const codes = Array.from({ length: 12 }, (_, i) => String(64100 + i)).join('\n');
    await upload(`zones/${id}/postal_codes/import`, Buffer.from(codes), {
      filename: 'cp.csv',
      type: 'text/csv',
    });
    const second = await t.request('GET', api(`zones/${id}/postal_codes`), {
      as: 'admin',
      query: { page: '2' },
    });
    expect(second.body.data.map((c: { postal_code: string }) => c.postal_code)).toEqual([
      '64110',
      '64111',
    ]);
    expect(second.body.pagination.total_objects).toBe(12);
    const found = await t.request('GET', api(`zones/${id}/postal_codes`), {
      as: 'admin',
      query: { search: '6411' },
    });
    expect(found.body.data).toHaveLength(2);
    const taken = await t.request('POST', api(`zones/${id}/postal_codes`), {
      as: 'admin',
      body: { postal_code: { postal_code: '64100', country_id: mx } },
    });
    expect(taken.status).toBe(422);
    const malformed = await t.request('POST', api(`zones/${id}/postal_codes`), {
      as: 'admin',
      body: { postal_code: { postal_code: '641', country_id: mx } },
    });
    expect(malformed.body.errors.postal_code[0]).toMatch(/5 dígitos/);
    const one = found.body.data[0].id;
    expect(
      (await t.request('DELETE', api(`zones/${id}/postal_codes/${one}`), { as: 'admin' })).status,
    ).toBe(200);
    // Not a spreadsheet, or a damaged one: refused, nothing saved.
    const png = await upload(`zones/${id}/postal_codes/import`, PNG_1PX, {
      filename: 'cp.csv',
      type: 'text/csv',
    });
    expect(png.status).toBe(422);
    const after = await t.request('GET', api(`zones/${id}/postal_codes`), { as: 'admin' });
    expect(after.body.pagination.total_objects).toBe(11);
  });

  it("keeps a service's own postal-code list, which its postal_code validator checks", async () => {
    const own = await upload(`services/${serviceId}/postal_codes/import`, Buffer.from('06700\n'), {
      filename: 'cp.csv',
      type: 'text/csv',
    });
    expect(own.body.data).toEqual({ imported: 1, skipped: 0 });
    const list = await t.request('GET', api(`services/${serviceId}/postal_codes`), { as: 'admin' });
    expect(list.body.data.map((c: { postal_code: string }) => c.postal_code)).toEqual(['06700']);
    expect(
      (
        await t.request('GET', api(`services/${serviceId}/postal_codes`), {
          as: 'admin',
          tenant: 'otra',
        })
      ).status,
    ).toBe(404);
    const cleared = await t.request('DELETE', api(`services/${serviceId}/postal_codes`), {
      as: 'admin',
      query: { confirm: 'true' },
    });
    expect(cleared.body.data).toEqual({ deleted: 1 });
  });

  it('deletes all postal codes of a zone only when confirmed', async () => {
    expect(
      (await t.request('DELETE', api(`zones/${zoneId}/postal_codes`), { as: 'admin' })).status,
    ).toBe(422);
    const res = await t.request('DELETE', api(`zones/${zoneId}/postal_codes`), {
      as: 'admin',
      query: { confirm: 'true' },
    });
    expect(res.body.data).toEqual({ deleted: 2 });
    expect((await t.request('DELETE', api(`zones/${zoneId}`), { as: 'admin' })).status).toBe(409);
  });

  it('keeps carrier secrets encrypted, answers them masked and logs every change', async () => {
    const base = `carriers/${carrierId}/carrier_settings`;
    const created = await t.request('POST', api(base), {
      as: 'admin',
      body: { carrier_setting: { key: 'client_secret', value: 'super-secreto-1' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ value: '*****', secret: true });
    const raw = await t.database.execRaw(
      "select value from carrier_settings where key = 'client_secret'",
    );
    expect(String((raw.rows[0] as { value: string }).value)).toMatch(/^enc:v1:/);
    const id = created.body.data.id;
    const kept = await t.request('PUT', api(`${base}/${id}`), {
      as: 'admin',
      body: { carrier_setting: { value: '*****' } },
    });
    expect(kept.status).toBe(200);
    await t.request('PUT', api(`${base}/${id}`), {
      as: 'admin',
      body: { carrier_setting: { value: 'super-secreto-2' } },
    });
    const list = await t.request('GET', api(base), { as: 'admin' });
    expect(list.text).not.toContain('super-secreto');
    const logs = await t.request('GET', api(`carriers/${carrierId}/carrier_setting_logs`), {
      as: 'admin',
    });
    expect(logs.text).not.toContain('super-secreto');
    expect(logs.body.data).toHaveLength(2); // created, then changed once (the mask is no change)
    expect(logs.body.data[0]).toMatchObject({
      key: 'client_secret',
      old_value: '*****',
      new_value: '*****',
    });
    const xlsxLog = await t.request(
      'GET',
      api(`carriers/${carrierId}/carrier_setting_logs/export`),
      { as: 'admin' },
    );
    expect(xlsxLog.status).toBe(200);
    expect(xlsxLog.headers['content-type']).toContain('spreadsheetml');

    const adminLimit = await t.request('POST', api(base), {
      as: 'admin',
      body: { carrier_setting: { key: 'limit', value: '5' } },
    });
    expect(adminLimit.status).toBe(403);
    const ownerLimit = await t.request('POST', api(base), {
      as: 'main_admin',
      body: { carrier_setting: { key: 'limit', value: '5' } },
    });
    expect(ownerLimit.status).toBe(201);
    const carrier = await t.request('GET', api(`carriers/${carrierId}`), { as: 'admin' });
    expect(carrier.body.data.shipment_limit).toBe(5);
    expect((await t.request('GET', api(base), { as: 'admin', tenant: 'otra' })).status).toBe(404);
  });

  it('prices one customer apart: own prices, margin overrides and the carriers they may use', async () => {
    const { rows } = await t.database.execRaw(
      "select id from users where email = 'customer@despacho.test' and tenant_id = $1",
      [t.demoTenantId],
    );
    const carmen = Number((rows[0] as { id: number }).id);
    const priced = () =>
      quote().then((r) =>
        (r.body.data.rates as { service_name: string; total: string }[]).find(
          (x) => x.service_name === 'Norte Terrestre',
        ),
      );
    expect((await priced())?.total).toBe('149.50');
    const bad = await upload(
      `users/${carmen}/services/${serviceId}/user_prices/import`,
      await xlsx([
        ['kg', 'price'],
        [5, -3],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file[0]).toMatch(/Fila 2/);
    const ok = await upload(
      `users/${carmen}/services/${serviceId}/user_prices/import`,
      await xlsx([
        ['kg', 'price'],
        [1, 90],
        [5, 120],
      ]),
    );
    expect(ok.body.data).toEqual({ imported: 2, skipped: 0 });
    expect((await priced())?.total).toBe('120.00');

    const pricing = await t.request('GET', api(`users/${carmen}/prices`), { as: 'admin' });
    const norte = (
      pricing.body.data.carriers as {
        name: string;
        services: { name: string; prices_count: number }[];
      }[]
    ).find((c) => c.name === 'Paquetería Norte');
    expect(norte?.services.find((x) => x.name === 'Norte Terrestre')?.prices_count).toBe(2);

    // Special carriers on: only what is checked in her list.
    await t.request('PUT', api(`users/${carmen}/special_carriers`), {
      as: 'admin',
      body: { special_carriers: true },
    });
    expect(await priced()).toBeUndefined();
    await t.request('PUT', api(`users/${carmen}/user_carriers`), {
      as: 'admin',
      body: { user_carrier: { carrier_id: carrierId, service_ids: [serviceId] } },
    });
    expect((await priced())?.total).toBe('120.00');
    await t.request('PUT', api(`users/${carmen}/special_carriers`), {
      as: 'admin',
      body: { special_carriers: false },
    });

    expect((await t.request('GET', api(`users/${carmen}/prices`), { as: 'operator' })).status).toBe(
      403,
    );
    expect(
      (await t.request('GET', api(`users/${carmen}/prices`), { as: 'admin', tenant: 'otra' }))
        .status,
    ).toBe(404);
    const staffTarget = await t.database.execRaw(
      "select id from users where email = 'admin@despacho.test' and tenant_id = $1",
      [t.demoTenantId],
    );
    const adminId = Number((staffTarget.rows[0] as { id: number }).id);
    expect((await t.request('GET', api(`users/${adminId}/prices`), { as: 'admin' })).status).toBe(
      404,
    );
  });

  it('exports a carrier as JSON and imports it back as a new one (developers); a bad file changes nothing', async () => {
    expect(
      (await t.request('GET', api(`carriers/${carrierId}/export`), { as: 'admin' })).status,
    ).toBe(403);
    const exported = await t.request('GET', api(`carriers/${carrierId}/export`), {
      as: 'developer',
    });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('super-secreto');
    const doc = exported.body as { services: { name: string; prices: unknown[] }[] };
    expect(doc.services.find((s) => s.name === 'Norte Terrestre')?.prices).toHaveLength(3);
    const count = async () =>
      (await t.request('GET', api('carriers'), { as: 'developer', query: { per_page: '100' } }))
        .body.pagination.total_objects as number;
    const before = await count();
    const asDeveloper = (bytes: Buffer) => {
      const form = multipartFile('file', 'paqueteria.json', 'application/json', bytes);
      return t.request('POST', api('carriers/import'), {
        as: 'developer',
        headers: form.headers,
        body: form.body,
      });
    };
    const notJson = await asDeveloper(Buffer.from('{ no es json'));
    expect(notJson.status).toBe(422);
    const wrongShape = await asDeveloper(
      Buffer.from(JSON.stringify({ format: 'despacho.carrier/v1', carrier: {} })),
    );
    expect(wrongShape.status).toBe(422);
    const broken = structuredClone(exported.body) as {
      services: { prices: { price: string }[] }[];
    };
    broken.services
      .at(-1)!
      .prices.push({ ...broken.services[0]!.prices[0]!, price: 'gratis' } as never);
    expect((await asDeveloper(Buffer.from(JSON.stringify(broken)))).status).toBe(422);
    expect(await count()).toBe(before);
    const imported = await asDeveloper(Buffer.from(exported.text));
    expect(imported.status).toBe(201);
    expect(imported.body.data).toMatchObject({
      name: 'Paquetería Norte',
      services_count: doc.services.length,
    });
    expect(await count()).toBe(before + 1);
  });

  it('imports the validators a carrier document names, by id of this tenant or by name', async () => {
    const validators = await t.request('GET', api('validators'), {
      as: 'developer',
      query: { per_page: '100' },
    });
    const byName = Object.fromEntries(
      (validators.body.data as { id: number; name: string }[]).map((v) => [v.name, v.id]),
    );
    // The developer attaches validators to the carrier and to a service, and gives it hours.
    const carrier = await t.request('GET', api(`carriers/${carrierId}`), { as: 'developer' });
    const put = await t.request('PUT', api(`carriers/${carrierId}`), {
      as: 'developer',
      body: {
        carrier: {
          name: carrier.body.data.name,
          provider_id: carrier.body.data.provider.id,
          validator_ids: [byName.max_weight],
        },
      },
    });
    expect(put.status, put.text).toBe(200);
    const service = await t.request('GET', api(`services/${serviceId}`), { as: 'developer' });
    const s = service.body.data;
    const saved = await t.request('PUT', api(`services/${serviceId}`), {
      as: 'developer',
      body: {
        service: {
          name: s.name,
          code: s.code,
          days: s.days,
          country_ids: s.country_ids,
          start_at: '08:00',
          end_at: '20:00',
          validator_ids: [byName.schedule, byName.week_days],
        },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const exported = await t.request('GET', api(`carriers/${carrierId}/export`), {
      as: 'developer',
    });
    const doc = exported.body as {
      carrier: Record<string, unknown>;
      services: Record<string, unknown>[];
    };
    expect(doc.carrier.validator_names).toEqual(['max_weight']);
    const norte = doc.services.find((x) => x.name === s.name)!;
    expect(norte).toMatchObject({ start_at: '08:00', end_at: '20:00' });
    expect([...(norte.validator_names as string[])].sort()).toEqual(['schedule', 'week_days']);

    // A hand-written document may name validators by this tenant's ids instead.
    doc.carrier.name = 'Paquetería Norte (ids)';
    delete doc.carrier.validator_names;
    doc.carrier.validator_ids = [byName.max_dimensions];
    for (const x of doc.services) {
      delete x.validator_names;
      x.validator_ids = [byName.doc_only];
    }
    const form = multipartFile(
      'file',
      'paqueteria.json',
      'application/json',
      Buffer.from(JSON.stringify(doc)),
    );
    const imported = await t.request('POST', api('carriers/import'), {
      as: 'developer',
      headers: form.headers,
      body: form.body,
    });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.data.validator_ids).toEqual([byName.max_dimensions]);
    const services = await t.request('GET', api('services'), {
      as: 'developer',
      query: { 'where[carrier_id]': String(imported.body.data.id), per_page: '100' },
    });
    expect(services.body.data.length).toBeGreaterThan(0);
    for (const x of services.body.data as { validator_ids: number[] }[])
      expect(x.validator_ids).toEqual([byName.doc_only]);

    const exportedAgain = await t.request('GET', api(`carriers/${carrierId}/export`), {
      as: 'developer',
    });
    const unknown = structuredClone(exportedAgain.body) as { carrier: Record<string, unknown> };
    unknown.carrier.validator_names = ['no_existe'];
    const bad = multipartFile(
      'file',
      'paqueteria.json',
      'application/json',
      Buffer.from(JSON.stringify(unknown)),
    );
    const refused = await t.request('POST', api('carriers/import'), {
      as: 'developer',
      headers: bad.headers,
      body: bad.body,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['file']);
  });

  it('keeps the fixed margins of a national service the same way on create and on update', async () => {
    // international_amount (admin layer) and international_amount_dev (system layer) are the
    // fixed margins of every service (rating.md §1), whatever its type.
    const body = (extra: Record<string, unknown>) => ({
      service: { name: 'Nacional', code: 'NAC', days: 2, country_ids: [mx], ...extra },
    });
    const created = await t.request('POST', api(`carriers/${carrierId}/services`), {
      as: 'developer',
      body: body({ international_amount: 50, international_amount_dev: 7 }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({
      service_type: 'national',
      international_amount: '50.00',
      international_amount_dev: '7.00',
    });
    const path = api(`services/${created.body.data.id}`);
    const updated = await t.request('PUT', path, {
      as: 'developer',
      body: body({ international_amount: 40, international_amount_dev: 6 }),
    });
    expect(updated.body.data).toMatchObject({
      international_amount: '40.00',
      international_amount_dev: '6.00',
    });
    // An admin's create keeps the admin's amount; the system layer is not theirs (0 on create).
    const byAdmin = await t.request('POST', api(`carriers/${carrierId}/services`), {
      as: 'admin',
      body: body({ name: 'Nacional admin', international_amount: 25, international_amount_dev: 9 }),
    });
    expect(byAdmin.status, byAdmin.text).toBe(201);
    const seen = await t.request('GET', api(`services/${byAdmin.body.data.id}`), {
      as: 'developer',
    });
    expect(seen.body.data).toMatchObject({
      international_amount: '25.00',
      international_amount_dev: '0.00',
    });
  });
});
