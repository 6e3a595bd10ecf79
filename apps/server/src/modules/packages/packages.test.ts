import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, LONG, type Role, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const box = (over: Record<string, unknown> = {}) => ({
  name: 'Prueba caja',
  parcel_type: 'box',
  length: 40,
  width: '30.5',
  height: 20,
  weight: '2.25',
  contents: 'Ropa',
  ...over,
});
const create = (pkg: Record<string, unknown>, as: Role = 'customer') =>
  t.request('POST', api('packages'), { as, body: { package: pkg } });

describe('package templates', () => {
  it('saves, lists by name (10 a page) and sorts both ways', async () => {
    const made = await create(box());
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      name: 'Prueba caja',
      length: 40,
      width: 30.5,
      weight: 2.25,
      distance_unit: 'cm',
      mass_unit: 'kg',
    });
    const sobre = await create(
      box({
        name: 'Prueba sobre',
        parcel_type: 'doc',
        length: 29.7,
        width: 5,
        height: 21,
        weight: 0.5,
      }),
    );
    expect(sobre.body.errors).toBeUndefined();
    await create(box({ name: 'Prueba atado', length: 120 }));
    const names = async (order?: string) =>
      (
        await t.request('GET', api('packages'), {
          as: 'customer',
          query: order ? { order, search: 'Prueba' } : { search: 'Prueba' },
        })
      ).body.data.map((p: { name: string }) => p.name);
    expect(await names()).toEqual(['Prueba atado', 'Prueba caja', 'Prueba sobre']);
    expect(await names('name desc')).toEqual(['Prueba sobre', 'Prueba caja', 'Prueba atado']);
    const all = await t.request('GET', api('packages'), { as: 'customer' });
    expect(all.body.pagination.per_page).toBe(10);
    // The demo customer's own boxes are there too, in the same order.
    expect(all.body.data.map((p: { name: string }) => p.name)).toContain('Caja mediana');
  });

  it('edits and deletes, and refuses a second package with the same name', async () => {
    const id = (await create(box({ name: 'Temporal' }))).body.data.id;
    const dup = await create(box({ name: 'temporal' }));
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name[0]).toMatch(/nombre/);
    const edited = await t.request('PUT', api(`packages/${id}`), {
      as: 'customer',
      body: { package: box({ name: 'Temporal', weight: 3 }) },
    });
    expect(edited.body.data.weight).toBe(3);
    expect((await t.request('DELETE', api(`packages/${id}`), { as: 'customer' })).status).toBe(200);
    expect((await t.request('GET', api(`packages/${id}`), { as: 'customer' })).status).toBe(404);
    // Its name is free again once it is gone.
    expect((await create(box({ name: 'Temporal' }))).status).toBe(201);
  });

  it('refuses bad measures per field and saves nothing', async () => {
    const before = (await t.request('GET', api('packages'), { as: 'customer' })).body.pagination
      .total_objects;
    const bad = await create(
      box({ name: '', length: 0, width: -3, height: '20.001', weight: 'mucho', contents: LONG }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'contents',
      'height',
      'length',
      'name',
      'weight',
      'width',
    ]);
    const huge = await create(box({ name: 'Enorme', length: 1e12, weight: 1e9 }));
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors).sort()).toEqual(['length', 'weight']);
    const type = await create(box({ name: 'Raro', parcel_type: 'barril' }));
    expect(Object.keys(type.body.errors)).toEqual(['parcel_type']);
    expect(
      (await t.request('GET', api('packages'), { as: 'customer' })).body.pagination.total_objects,
    ).toBe(before);
  });

  it('holds a template to the parcel maxima of its type, in both languages, and a doc to the envelope', async () => {
    const oversize = await t.request('POST', api('packages'), {
      as: 'customer',
      lang: 'en',
      body: { package: box({ name: 'Tarima en caja', length: 301, weight: 71 }) },
    });
    expect(oversize.status).toBe(422);
    expect(oversize.body.errors).toEqual({
      length: ['Each side may be at most 300 cm for this parcel type'],
      weight: ['The weight may be at most 70 kg for this parcel type'],
    });
    const pallet = await create(
      box({ name: 'Tarima', parcel_type: 'ltl', length: 301, weight: 71 }),
    );
    expect(pallet.status).toBe(201);
    const sobre = await create({
      name: 'Sobre ligero',
      parcel_type: 'doc',
      weight: 0.2,
      contents: 'Papel',
    });
    expect(sobre.status).toBe(201);
    expect(sobre.body.data).toMatchObject({ length: 29.7, width: 5, height: 21, weight: 0.2 });
  });

  it("keeps each account's templates to itself", async () => {
    const id = (await create(box({ name: 'Privado' }))).body.data.id;
    for (const [as, tenant] of [
      ['admin', undefined],
      ['customer', 'otra'],
    ] as const) {
      expect((await t.request('GET', api(`packages/${id}`), { as, tenant })).status).toBe(404);
      const put = await t.request('PUT', api(`packages/${id}`), {
        as,
        tenant,
        body: { package: box() },
      });
      expect(put.status).toBe(404);
      expect((await t.request('DELETE', api(`packages/${id}`), { as, tenant })).status).toBe(404);
    }
    expect((await t.request('GET', api('packages'))).status).toBe(401);
  });
});
