import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('providers and validators (developers manage; admins read providers)', () => {
  it('lets only developers change providers, and keeps one carriers use', async () => {
    const all = await t.request('GET', api('providers/all'), { as: 'admin' });
    expect(all.status).toBe(200);
    const fedex = (all.body.data as { id: number; code: string }[]).find(
      (p) => p.code === 'FedexRest',
    )!;
    const enums = await t.request('GET', api(`providers/${fedex.id}/enums`), { as: 'admin' });
    expect(enums.body.data.map((e: { code: string }) => e.code)).toContain('FEDEX_EXPRESS_SAVER');
    expect(
      (
        await t.request('POST', api('providers'), {
          as: 'admin',
          body: { provider: { name: 'X', code: 'X' } },
        })
      ).status,
    ).toBe(403);
    const dup = await t.request('POST', api('providers'), {
      as: 'developer',
      body: { provider: { name: 'Otra FedEx', code: 'FedexRest' } },
    });
    expect(dup.status).toBe(422);
    const created = await t.request('POST', api('providers'), {
      as: 'developer',
      body: { provider: { name: 'Nueva', code: 'Nueva' } },
    });
    expect(created.status).toBe(201);
    const carrier = await t.request('POST', api('carriers'), {
      as: 'developer',
      body: { carrier: { name: 'Usa Nueva', provider_id: created.body.data.id } },
    });
    expect(carrier.status).toBe(201);
    expect(
      (await t.request('DELETE', api(`providers/${created.body.data.id}`), { as: 'developer' }))
        .status,
    ).toBe(409);
    expect(
      (await t.request('GET', api(`providers/${fedex.id}/enums`), { as: 'admin', tenant: 'otra' }))
        .status,
    ).toBe(404);
  });

  it('keeps validators to developers, seeded with the engine names', async () => {
    expect((await t.request('GET', api('validators'), { as: 'admin' })).status).toBe(403);
    const list = await t.request('GET', api('validators'), { as: 'developer' });
    expect(list.body.data.map((v: { name: string }) => v.name)).toEqual(
      expect.arrayContaining(['postal_code', 'max_weight', 'week_days']),
    );
    const bad = await t.request('POST', api('validators'), {
      as: 'developer',
      body: { validator: { name: '', description: 'x'.repeat(10_000) } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['description', 'name']);
  });
});

describe('validators on carriers and services', () => {
  it('lets developers attach validators to a carrier, and drops postal-code ones from zonal services', async () => {
    const providers = await t.request('GET', api('providers/all'), { as: 'developer' });
    const generic = (providers.body.data as { id: number; code: string }[]).find(
      (p) => p.code === 'GenericCarrier',
    )!;
    const list = (await t.request('GET', api('validators'), { as: 'developer' })).body.data as {
      id: number;
      name: string;
    }[];
    const id = (name: string) => list.find((v) => v.name === name)!.id;
    const byAdmin = await t.request('POST', api('carriers'), {
      as: 'admin',
      body: {
        carrier: {
          name: 'Con validadores',
          provider_id: generic.id,
          pickup: true,
          validator_ids: [id('max_weight')],
        },
      },
    });
    // An admin's pickup and validators are not theirs to set: the carrier keeps the defaults.
    expect(byAdmin.body.data).toMatchObject({ pickup: false, validator_ids: [] });
    const carrierId = byAdmin.body.data.id;
    const byDeveloper = await t.request('PUT', api(`carriers/${carrierId}`), {
      as: 'developer',
      body: {
        carrier: {
          name: 'Con validadores',
          provider_id: generic.id,
          pickup: true,
          validator_ids: [id('max_weight')],
        },
      },
    });
    expect(byDeveloper.body.data).toMatchObject({
      pickup: true,
      validator_ids: [id('max_weight')],
    });

    const mx = (
      await t.request('GET', api('countries'), { as: 'admin', query: { search: 'MX' } })
    ).body.data.find((c: { code: string }) => c.code === 'MX').id;
    const zoneA = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'A' } },
    });
    const zoneB = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'B' } },
    });
    const zonal = await t.request('POST', api(`carriers/${carrierId}/services`), {
      as: 'admin',
      body: {
        service: {
          name: 'Zonal',
          code: 'Z',
          days: 1,
          service_type: 'zonal',
          country_ids: [mx],
          zone_ids: [zoneA.body.data.id, zoneB.body.data.id],
          validator_ids: [id('postal_code'), id('week_days')],
        },
      },
    });
    expect(zonal.status).toBe(201);
    expect(zonal.body.data.validator_ids).toEqual([id('week_days')]);
    const unknown = await t.request('PUT', api(`services/${zonal.body.data.id}`), {
      as: 'admin',
      body: {
        service: {
          name: 'Zonal',
          code: 'Z',
          days: 1,
          service_type: 'zonal',
          country_ids: [mx],
          zone_ids: [zoneA.body.data.id, zoneB.body.data.id],
          validator_ids: [999999],
        },
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.validator_ids).toBeDefined();
  });
});

describe('countries and states (admins manage, everyone reads)', () => {
  it('adds, renames and deletes a country with its states; codes stay unique', async () => {
    const dup = await t.request('POST', api('countries'), {
      as: 'admin',
      body: { country: { name: 'Otro México', code: 'mx' } },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.code).toBeDefined();
    const created = await t.request('POST', api('countries'), {
      as: 'admin',
      body: { country: { name: 'Territorio de pruebas', code: 'zz' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.code).toBe('ZZ');
    const id = created.body.data.id;
    const state = await t.request('POST', api(`countries/${id}/states`), {
      as: 'admin',
      body: { state: { name: 'Prishtina', code: 'pr' } },
    });
    expect(state.status).toBe(201);
    const states = await t.request('GET', api(`countries/${id}/states`), { as: 'customer' });
    expect(states.body.data).toEqual([{ id: state.body.data.id, code: 'PR', name: 'Prishtina' }]);
    expect(
      (
        await t.request('POST', api('countries'), {
          as: 'customer',
          body: { country: { name: 'Y' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('DELETE', api(`countries/${id}`), { as: 'admin', tenant: 'otra' })).status,
    ).toBe(404);
    expect((await t.request('DELETE', api(`countries/${id}`), { as: 'admin' })).status).toBe(200);
    expect((await t.request('GET', api(`countries/${id}/states`), { as: 'admin' })).status).toBe(
      404,
    );
  });

  it('lists the states of the United States and Canada too', async () => {
    const all = await t.request('GET', api('countries'), {
      as: 'customer',
      query: { per_page: '300' },
    });
    const idOf = (code: string) =>
      (all.body.data as { id: number; code: string }[]).find((c) => c.code === code)!.id;
    const us = await t.request('GET', api(`countries/${idOf('US')}/states`), { as: 'customer' });
    expect(us.body.data.find((s: { code: string }) => s.code === 'TX')?.name).toBe('Texas');
    const ca = await t.request('GET', api(`countries/${idOf('CA')}/states`), { as: 'customer' });
    expect(ca.body.data).toHaveLength(13);
  });

  it('lists Mexico with its 32 states', async () => {
    const mx = await t.request('GET', api('countries'), {
      as: 'customer',
      query: { search: 'MX' },
    });
    const id = (mx.body.data as { id: number; code: string }[]).find((c) => c.code === 'MX')!.id;
    const states = await t.request('GET', api(`countries/${id}/states`), { as: 'customer' });
    expect(states.body.data).toHaveLength(32);
    expect(states.body.data.find((s: { code: string }) => s.code === 'NLE')?.name).toBe(
      'Nuevo León',
    );
  });
});
