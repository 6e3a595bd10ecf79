import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/helpers/multipart';
import {
  api,
  createTestApp,
  LONG,
  PASSWORD,
  type Role,
  type TestApp,
} from '../../../test/helpers/test-app';

let t: TestApp;
let mx = 0;
let us = 0;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('GET', api('countries'), {
    as: 'customer',
    query: { per_page: '100', search: 'xico' },
  });
  mx = res.body.data.find((c: { code: string }) => c.code === 'MX').id;
  const usa = await t.request('GET', api('countries'), {
    as: 'customer',
    query: { per_page: '100', search: 'Unidos' },
  });
  us = usa.body.data.find((c: { code: string }) => c.code === 'US').id;
});
afterAll(async () => t?.close());

const valid = () => ({
  aka: 'Bodega Norte',
  name: 'José Martínez',
  company: 'Tiendas Ñandú',
  email: 'jose@example.com',
  phone: '81 1234 5678',
  calling_code: '+52',
  country_id: mx,
  state: 'Nuevo León',
  city: 'Monterrey',
  neighborhood: 'Centro',
  street: 'Av. Juárez',
  number: '100',
  postal_code: '64000',
  reference: 'Portón negro',
});
const create = (address: Record<string, unknown>, as: Role = 'customer', tenant?: string) =>
  t.request('POST', api('addresses'), { as, tenant, body: { address } });
const count = async (as: Role = 'customer') =>
  (await t.request('GET', api('addresses'), { as })).body.pagination.total_objects as number;

describe('saved addresses', () => {
  it('saves an address as typed (accents kept), with the country the catalogue says, newest first', async () => {
    const res = await create(valid());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'José Martínez',
      company: 'Tiendas Ñandú',
      street: 'Av. Juárez',
      reference: 'Portón negro',
      phone: '8112345678',
      calling_code: '52',
      country_code: 'MX',
      country_name: 'México',
      postal_code: '64000',
    });
    await create({ ...valid(), aka: 'Oficina', name: 'Luisa Pérez', postal_code: '06760' });
    const list = await t.request('GET', api('addresses'), { as: 'customer' });
    expect(list.body.data.map((a: { aka: string }) => a.aka).slice(0, 2)).toEqual([
      'Oficina',
      'Bodega Norte',
    ]);
    expect(list.body.pagination.per_page).toBe(10);
    const found = await t.request('GET', api('addresses'), {
      as: 'customer',
      query: { search: '0676' },
    });
    expect(found.body.data.map((a: { aka: string }) => a.aka)).toEqual(['Oficina']);
    // Under three characters the search is not applied (the screen searches from three).
    const short = await t.request('GET', api('addresses'), {
      as: 'customer',
      query: { search: '06' },
    });
    expect(short.body.pagination.total_objects).toBe(list.body.pagination.total_objects);
  });

  it('edits and deletes; a deleted address is gone from the book', async () => {
    const id = (await create({ ...valid(), aka: 'Temporal' })).body.data.id;
    const edited = await t.request('PUT', api(`addresses/${id}`), {
      as: 'customer',
      body: { address: { ...valid(), aka: 'Temporal 2', interior_number: '4B' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ aka: 'Temporal 2', interior_number: '4B' });
    const before = await count();
    expect((await t.request('DELETE', api(`addresses/${id}`), { as: 'customer' })).status).toBe(
      200,
    );
    expect((await t.request('GET', api(`addresses/${id}`), { as: 'customer' })).status).toBe(404);
    expect((await t.request('DELETE', api(`addresses/${id}`), { as: 'customer' })).status).toBe(
      404,
    );
    expect(await count()).toBe(before - 1);
  });

  it('refuses bad input per field and saves nothing', async () => {
    const before = await count();
    const missing = await create({ aka: '', phone: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining([
        'aka',
        'name',
        'company',
        'email',
        'phone',
        'street',
        'number',
        'city',
      ]),
    );
    const long = await create({ ...valid(), name: 'N'.repeat(36), street: LONG });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors).sort()).toEqual(['name', 'street']);
    // The country comes from the catalogue, whatever code the browser sent.
    const cp = await create({ ...valid(), country_code: 'US', postal_code: '640' });
    expect(cp.status).toBe(422);
    expect(cp.body.errors.postal_code).toBeDefined();
    const abroad = await create({
      ...valid(),
      country_id: us,
      postal_code: '90210',
      calling_code: '1',
      phone: '2025550143',
    });
    expect(abroad.status).toBe(201);
    // Ten digits but no Mexican number starts with 0 (libphonenumber's plan for +52).
    const phone = await create({ ...valid(), phone: '0012345678' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors.phone[0]).toMatch(/teléfono|número/i);
    const country = await create({ ...valid(), country_id: 999_999 });
    expect(country.status).toBe(422);
    expect(country.body.errors.country_id).toBeDefined();
    const email = await create({ ...valid(), email: 'no-es-correo' });
    expect(Object.keys(email.body.errors)).toEqual(['email']);
    expect(await count()).toBe(before + 1);
  });

  it("keeps each account's book to itself: another user's or tenant's address is a 404", async () => {
    const id = (await create({ ...valid(), aka: 'Privada' })).body.data.id;
    for (const [as, tenant] of [
      ['admin', undefined],
      ['customer', 'otra'],
    ] as const) {
      expect((await t.request('GET', api(`addresses/${id}`), { as, tenant })).status).toBe(404);
      const put = await t.request('PUT', api(`addresses/${id}`), {
        as,
        tenant,
        body: { address: valid() },
      });
      expect(put.status).toBe(404);
      expect((await t.request('DELETE', api(`addresses/${id}`), { as, tenant })).status).toBe(404);
    }
    const admins = await t.request('GET', api('addresses'), { as: 'admin' });
    expect(admins.body.data.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await t.request('GET', api('addresses'))).status).toBe(401);
  });
});

describe('a sub-user', () => {
  it("works in the parent account's book", async () => {
    await t.database.db.execute(sql`
      insert into users (tenant_id, sequential_id, name, last_name, email, password_hash,
        referral_code, user_type, status, confirmed_at, parent_id)
      select tenant_id, 9001, 'Sub', 'Usuario', 'sub@despacho.test', password_hash, 'SUB9001',
        user_type, status, confirmed_at, id
      from users where email = 'customer@despacho.test'`);
    const signIn = await t.request('POST', api('users/sign_in'), {
      ip: '10.97.0.1',
      body: { user: { email: 'sub@despacho.test', password: PASSWORD } },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.data.token as string;
    const parentBook = await t.request('GET', api('addresses'), { as: 'customer' });
    const subBook = await t.request('GET', api('addresses'), { token });
    expect(subBook.body.pagination.total_objects).toBe(parentBook.body.pagination.total_objects);
    const made = await t.request('POST', api('addresses'), {
      token,
      body: { address: { ...valid(), aka: 'Del subusuario' } },
    });
    expect(made.status).toBe(201);
    const seen = await t.request('GET', api(`addresses/${made.body.data.id}`), { as: 'customer' });
    expect(seen.body.data.aka).toBe('Del subusuario');
  });
});

describe('address import', () => {
  const upload = (bytes: Buffer, filename = 'direcciones.csv', type = 'text/csv') => {
    const form = multipartFile('file', filename, type, bytes);
    return t.request('POST', api('addresses/import'), {
      as: 'operator',
      headers: form.headers,
      body: form.body,
    });
  };
  const HEADER =
    'Alias,Nombre,Empresa,Correo,Lada,Teléfono,RFC,País,Estado,Ciudad,Colonia,Calle,Número,Interior,Código postal,Referencia';

  it('imports every row of a CSV, countries by name and quoted commas kept', async () => {
    const csv = [
      HEADER,
      'Casa,Ana López,Tienda,ana@example.com,52,8112345678,,México,Nuevo León,Monterrey,Centro,"Juárez, esquina Hidalgo",10,,64000,',
      'Oficina NY,Bob Smith,Acme,bob@example.com,1,2025550143,,Estados Unidos,NY,New York,,Broadway,1,,10001,',
    ].join('\n');
    const res = await upload(Buffer.from(csv));
    expect(res.body).toMatchObject({ data: { imported: 2 } });
    const list = await t.request('GET', api('addresses'), { as: 'operator' });
    const casa = list.body.data.find((a: { aka: string }) => a.aka === 'Casa');
    expect(casa).toMatchObject({
      street: 'Juárez, esquina Hidalgo',
      phone: '8112345678',
      postal_code: '64000',
      country_code: 'MX',
    });
    expect(list.body.data.find((a: { aka: string }) => a.aka === 'Oficina NY').country_code).toBe(
      'US',
    );
  });

  it('reports every bad row by number and saves none of them', async () => {
    const before = await count('operator');
    const csv = [
      HEADER,
      'Bien,Ana,Tienda,ana@example.com,52,8112345678,,México,NL,Monterrey,Centro,Juarez,10,,64000,',
      'Mal1,Ana,Tienda,ana@example.com,52,8112345678,,Narnia,NL,Monterrey,Centro,Juarez,10,,64000,',
      'Mal2,,Tienda,correo,52,81,,México,NL,Monterrey,Centro,Juarez,10,,640,',
    ].join('\n');
    const res = await upload(Buffer.from(csv));
    expect(res.status).toBe(422);
    const errors = res.body.errors.file as string[];
    expect(errors.some((e) => /^Fila 3: country: .*Narnia/.test(e))).toBe(true);
    expect(errors.filter((e) => e.startsWith('Fila 4')).length).toBeGreaterThanOrEqual(3);
    expect(errors.some((e) => e.startsWith('Fila 2'))).toBe(false);
    expect(await count('operator')).toBe(before);
  });

  it('reads the example .xlsx as it downloads, and refuses files that are not spreadsheets', async () => {
    const example = await t.request('GET', api('addresses/example'), { as: 'operator' });
    expect(example.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(example.raw as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(2).text).toBe('Nombre');
    const res = await upload(example.raw, 'ejemplo.xlsx', 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body.data.imported).toBe(2);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = await upload(png, 'foto.csv');
    expect(image.status).toBe(422);
    expect(image.body.errors.file).toBeDefined();
    const huge = await upload(Buffer.alloc(12 * 1024 * 1024, 'a'));
    expect(huge.status).toBe(422);
    expect(huge.body.errors.file[0]).toMatch(/demasiado grande/);
    const header = await upload(Buffer.from('Nombre,Colour\nAna,red\n'));
    expect(header.status).toBe(422);
    expect(header.body.errors.file[0]).toMatch(/Colour/);
  });
});
