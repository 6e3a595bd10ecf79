import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema';
import { SETTINGS_CATALOGUE } from '../src/modules/settings/settings-catalogue';
import { completeSettingsCatalogues } from '../src/modules/settings/settings.service';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const settingOf = async (tenantId: number, key: string) => {
  const [row] = await t.database.db
    .select()
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)));
  return row ?? null;
};

describe('settings added by a release', () => {
  it('reach tenants created before it, with their defaults, leaving set values alone', async () => {
    // A tenant made by an older release: without the newest keys, and with a value of its own.
    await t.database.db
      .delete(settings)
      .where(
        and(eq(settings.tenantId, t.demoTenantId), eq(settings.key, 'mercado_pago_webhook_secret')),
      );
    await t.database.db
      .delete(settings)
      .where(and(eq(settings.tenantId, t.other.tenantId), eq(settings.key, 'paypal_webhook_id')));
    await t.database.db
      .update(settings)
      .set({ value: '250' })
      .where(and(eq(settings.tenantId, t.demoTenantId), eq(settings.key, 'paypal_min_amount')));

    expect(await completeSettingsCatalogues(t.database.db, t.secrets)).toBe(2);

    const secret = await settingOf(t.demoTenantId, 'mercado_pago_webhook_secret');
    expect(secret).toMatchObject({ secret: true, namespace: 'mercadopago' });
    const webhookId = await settingOf(t.other.tenantId, 'paypal_webhook_id');
    const entry = SETTINGS_CATALOGUE.find((e) => e.key === 'paypal_webhook_id')!;
    expect(webhookId).toMatchObject({ value: entry.value, namespace: 'paypal' });
    expect((await settingOf(t.demoTenantId, 'paypal_min_amount'))!.value).toBe('250');
    // A second start adds nothing.
    expect(await completeSettingsCatalogues(t.database.db, t.secrets)).toBe(0);
  });
});
