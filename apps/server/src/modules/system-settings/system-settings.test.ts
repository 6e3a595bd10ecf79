import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, LONG, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('/system_settings', () => {
  it('lets developers create, list, read and update', async () => {
    const created = await t.request('POST', api('system_settings'), {
      as: 'developer',
      body: { system_setting: { key: 'mantenimiento', val: '0' } },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const list = await t.request('GET', api('system_settings'), { as: 'developer' });
    expect(list.body.data.map((s: { key: string }) => s.key)).toContain('mantenimiento');
    const upd = await t.request('PUT', api(`system_settings/${id}`), {
      as: 'developer',
      body: { system_setting: { val: '1' } },
    });
    expect(upd.body.data).toMatchObject({ key: 'mantenimiento', val: '1' });
    expect(
      (await t.request('GET', api(`system_settings/${id}`), { as: 'developer' })).body.data.val,
    ).toBe('1');
    expect((await t.request('GET', api('system_settings/99999'), { as: 'developer' })).status).toBe(
      404,
    );
  });

  it('refuses every other role (403) and anonymous callers (401)', async () => {
    for (const role of ['main_admin', 'admin', 'operator', 'customer'] as const) {
      expect((await t.request('GET', api('system_settings'), { as: role })).status).toBe(403);
      expect(
        (
          await t.request('POST', api('system_settings'), {
            as: role,
            body: { system_setting: { key: 'x', val: '' } },
          })
        ).status,
      ).toBe(403);
    }
    const created = await t.request('POST', api('system_settings'), {
      as: 'developer',
      body: { system_setting: { key: 'solo_dev', val: 'a' } },
    });
    for (const role of ['main_admin', 'admin'] as const) {
      const res = await t.request('PUT', api(`system_settings/${created.body.data.id}`), {
        as: role,
        body: { system_setting: { val: 'b' } },
      });
      expect(res.status, role).toBe(403);
    }
    expect(
      (await t.request('GET', api(`system_settings/${created.body.data.id}`), { as: 'developer' }))
        .body.data.val,
    ).toBe('a');
    expect((await t.request('GET', api('system_settings'))).status).toBe(401);
  });

  it('validates key and val, and keeps keys unique', async () => {
    const bad = await t.request('POST', api('system_settings'), {
      as: 'developer',
      body: { system_setting: { key: '', val: LONG } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.key[0]).toBe('Este campo es obligatorio');
    expect(bad.body.errors.val).toEqual(['Máximo 5000 caracteres']);
    await t.request('POST', api('system_settings'), {
      as: 'developer',
      body: { system_setting: { key: 'unica', val: '' } },
    });
    const dup = await t.request('POST', api('system_settings'), {
      as: 'developer',
      body: { system_setting: { key: 'unica', val: '' } },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.key).toEqual(['Ya está en uso']);
  });
});

describe('partial saves (issue 17)', () => {
  it('a save that does not carry the value keeps it', async () => {
    const created = await t.request('POST', api('system_settings'), {
      as: 'developer',
      body: { system_setting: { key: 'tipo_cambio', val: '17.25' } },
    });
    const id = created.body.data.id;
    const res = await t.request('PUT', api(`system_settings/${id}`), {
      as: 'developer',
      body: { system_setting: {} },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.val).toBe('17.25');
    const read = await t.request('GET', api(`system_settings/${id}`), { as: 'developer' });
    expect(read.body.data.val).toBe('17.25');
  });
});
