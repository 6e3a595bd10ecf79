import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { CatalogueFixture } from './helpers/catalogue-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let carrierId: number;

const base = () => `carriers/${carrierId}/carrier_settings`;
const storedValue = (key: string) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const rows = await tx.execute(
      sql`select value, visible from carrier_settings where carrier_id = ${carrierId} and key = ${key}`,
    );
    return rowsOf<{ value: string; visible: boolean }>(rows)[0]!;
  });

beforeAll(async () => {
  t = await createTestApp();
  const cat = new CatalogueFixture(t, t.demoTenantId);
  carrierId = await cat.carrier({ name: 'FedEx propia', providerCode: 'FedexRest' });
});
afterAll(async () => t?.close());

async function create(key: string, value: string) {
  const res = await t.request('POST', api(base()), {
    as: 'main_admin',
    body: { carrier_setting: { key, value } },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as number;
}

describe('partial saves of carrier settings (issue 17)', () => {
  it('hiding a secret keeps it; hiding a note keeps its text', async () => {
    const secretId = await create('client_secret', 'SECRETO-FEDEX');
    const noteId = await create('additional_info', 'Recolección en andén 3');
    for (const id of [secretId, noteId]) {
      // The Visible flag is the developers' (spec 3 §6).
      const res = await t.request('PUT', api(`${base()}/${id}`), {
        as: 'developer',
        body: { carrier_setting: { visible: false } },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.visible).toBe(false);
    }
    const secret = await storedValue('client_secret');
    expect(t.secrets.decrypt(secret.value)).toBe('SECRETO-FEDEX');
    expect(secret.visible).toBe(false);
    expect((await storedValue('additional_info')).value).toBe('Recolección en andén 3');
    // Nothing changed, so nothing is logged beyond the two creations.
    const logs = await t.request('GET', api(`carriers/${carrierId}/carrier_setting_logs`), {
      as: 'main_admin',
    });
    expect(logs.body.data).toHaveLength(2);
  });
});
