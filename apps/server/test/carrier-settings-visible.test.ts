import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueFixture } from './helpers/catalogue-fixture';
import { api, createTestApp, type Role, type TestApp } from './helpers/test-app';

// Spec 3 §6: developers see hidden carrier settings and set the Visible flag; the others never
// see a hidden row. Deleting a setting follows who may change it (§6): not the limit unless an
// owner, not on a frozen carrier unless an owner, never a hidden one unless a developer.
let t: TestApp;
let carrierId: number;
let frozenId: number;

const base = (id = carrierId) => `carriers/${id}/carrier_settings`;
const list = (as: Role, id = carrierId) => t.request('GET', api(base(id)), { as });
const keysOf = (res: { body: { data: { key: string }[] } }) => res.body.data.map((s) => s.key);

async function create(as: Role, key: string, value: string, extra: object = {}, id = carrierId) {
  const res = await t.request('POST', api(base(id)), {
    as,
    body: { carrier_setting: { key, value, ...extra } },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number; visible: boolean; value: string };
}
const remove = (as: Role, settingId: number, id = carrierId) =>
  t.request('DELETE', api(`${base(id)}/${settingId}`), { as });

beforeAll(async () => {
  t = await createTestApp();
  const cat = new CatalogueFixture(t, t.demoTenantId);
  carrierId = await cat.carrier({ name: 'Paquetería con ajustes', providerCode: 'FedexRest' });
  frozenId = await cat.carrier({ name: 'Paquetería congelada', providerCode: 'FedexRest' });
}, 120_000);
afterAll(async () => t?.close());

describe('the Visible flag', () => {
  it('a developer hides a row: only developers list it; the others cannot touch it', async () => {
    const hidden = await create('developer', 'account_number', '740561073', { visible: false });
    expect(hidden.visible).toBe(false);
    expect(keysOf(await list('developer'))).toContain('account_number');
    for (const role of ['main_admin', 'admin'] as const) {
      expect(keysOf(await list(role))).not.toContain('account_number');
      const put = await t.request('PUT', api(`${base()}/${hidden.id}`), {
        as: role,
        body: { carrier_setting: { value: '1' } },
      });
      expect(put.status).toBe(403);
      expect((await remove(role, hidden.id)).status).toBe(403);
    }
    const shown = await t.request('PUT', api(`${base()}/${hidden.id}`), {
      as: 'developer',
      body: { carrier_setting: { visible: true } },
    });
    expect(shown.body.data).toMatchObject({ visible: true, value: '740561073' });
    expect(keysOf(await list('admin'))).toContain('account_number');
  });

  it("a main admin's or admin's visible: false is ignored (the row stays listed)", async () => {
    const made = await create('main_admin', 'service_center', 'MTY', { visible: false });
    expect(made.visible).toBe(true);
    const put = await t.request('PUT', api(`${base()}/${made.id}`), {
      as: 'admin',
      body: { carrier_setting: { visible: false } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.visible).toBe(true);
    expect(keysOf(await list('admin'))).toContain('service_center');
  });

  it('a hidden secret stays masked even to developers', async () => {
    await create('developer', 'api_secret', 'NO-SE-MUESTRA', { visible: false });
    const res = await list('developer');
    expect(res.text).not.toContain('NO-SE-MUESTRA');
    expect(res.body.data.find((s: { key: string }) => s.key === 'api_secret')).toMatchObject({
      value: '*****',
      secret: true,
      visible: false,
    });
  });
});

describe('deleting a setting', () => {
  it('an admin deletes a plain setting; it is gone from the list and the log says so', async () => {
    const made = await create('admin', 'pickup_window', '09:00-14:00');
    const res = await remove('admin', made.id);
    expect(res.status).toBe(200);
    expect(keysOf(await list('admin'))).not.toContain('pickup_window');
    const logs = await t.request('GET', api(`carriers/${carrierId}/carrier_setting_logs`), {
      as: 'admin',
    });
    expect(logs.body.data[0]).toMatchObject({ key: 'pickup_window', new_value: null });
    expect((await remove('admin', made.id)).status).toBe(404);
  });

  it('the limit: an admin 403, a main admin may', async () => {
    const limit = await create('main_admin', 'limit', '40');
    expect((await remove('admin', limit.id)).status).toBe(403);
    expect((await remove('main_admin', limit.id)).status).toBe(200);
  });

  it('operators and customers get 403; another tenant 404', async () => {
    const made = await create('admin', 'branch', 'Centro');
    for (const role of ['operator', 'customer'] as const)
      expect((await remove(role, made.id)).status).toBe(403);
    const other = await t.request('DELETE', api(`${base()}/${made.id}`), {
      as: 'main_admin',
      tenant: 'otra',
    });
    expect(other.status).toBe(404);
    // A setting of another carrier of the tenant is not this carrier's.
    expect((await remove('admin', made.id, frozenId)).status).toBe(404);
  });

  it("a frozen carrier's settings: an admin 403; the owners (main admin, developer) may", async () => {
    const made = await create('developer', 'branch', 'Norte', {}, frozenId);
    await t.database.execRaw('update carriers set freeze_settings = true where id = $1', [
      frozenId,
    ]);
    expect((await remove('admin', made.id, frozenId)).status).toBe(403);
    expect((await remove('developer', made.id, frozenId)).status).toBe(200);
  });
});
