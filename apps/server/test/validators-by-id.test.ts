import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('GET validators/{id} (spec 3 §7)', () => {
  it('answers one validator to developers, as the list shows it', async () => {
    const list = await t.request('GET', api('validators'), { as: 'developer' });
    const first = list.body.data[0] as { id: number; name: string };
    const res = await t.request('GET', api(`validators/${first.id}`), { as: 'developer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(list.body.data[0]);
  });

  it('after an edit, answers the new description', async () => {
    const made = await t.request('POST', api('validators'), {
      as: 'developer',
      body: { validator: { name: 'solo_pruebas', description: 'Antes', status: 'active' } },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    await t.request('PUT', api(`validators/${id}`), {
      as: 'developer',
      body: { validator: { name: 'solo_pruebas', description: 'Después', status: 'suspended' } },
    });
    const res = await t.request('GET', api(`validators/${id}`), { as: 'developer' });
    expect(res.body.data).toMatchObject({ id, description: 'Después', status: 'suspended' });
  });

  it('403 to other roles, 404 for a missing id or another tenant, never a 500 on a junk id', async () => {
    const list = await t.request('GET', api('validators'), { as: 'developer' });
    const id = list.body.data[0].id as number;
    for (const as of ['admin', 'main_admin', 'operator', 'customer'] as const)
      expect((await t.request('GET', api(`validators/${id}`), { as })).status).toBe(403);
    expect((await t.request('GET', api('validators/999999'), { as: 'developer' })).status).toBe(
      404,
    );
    const other = await t.request('GET', api(`validators/${id}`), {
      as: 'developer',
      tenant: 'otra',
    });
    expect(other.status).toBe(404);
    const junk = await t.request('GET', api('validators/abc'), { as: 'developer' });
    expect(junk.status).toBeLessThan(500);
  });
});
