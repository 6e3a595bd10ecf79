import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../src/db/client';
import { carrierSettings, carriers, providers, services } from '../src/db/schema';
import { nextSequence, withTenant } from '../src/db/tenant-tx';
import { FEDEX_MOCK_DEMO_CREDENTIALS } from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import type { SecretBox } from '../src/lib/secret-box';
import { storedSettingValue } from '../src/modules/carrier-settings/carrier-settings.service';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import { tenantBySlug } from '../src/modules/tenants/tenants.service';

/** The FedEx mock answers an account 7000NNNNN after NNNNN ms: 30 s, longer than any deadline. */
export const HUNG_FEDEX_ACCOUNT = '700030000';

export interface HungFedexCarriers {
  /** A FedEx account the mock answers at once. */
  fast: { id: number; name: string };
  /** A FedEx account the mock holds for 30 s. */
  hung: { id: number; name: string };
}

async function fedexCarrier(
  tx: Tx,
  tenantId: number,
  providerId: number,
  name: string,
  settings: Record<string, string>,
  secrets: SecretBox,
): Promise<number> {
  const [carrier] = await tx
    .insert(carriers)
    .values({
      tenantId,
      sequentialId: await nextSequence(tx, tenantId, 'carriers'),
      name,
      providerId,
      status: 'active',
      environment: 'sandbox',
    })
    .returning({ id: carriers.id });
  await tx.insert(carrierSettings).values(
    Object.entries(settings).map(([key, value]) => ({
      tenantId,
      carrierId: carrier!.id,
      key,
      value: storedSettingValue(secrets, key, value),
    })),
  );
  await tx.insert(services).values({
    tenantId,
    sequentialId: await nextSequence(tx, tenantId, 'services'),
    carrierId: carrier!.id,
    status: 'active',
    serviceType: 'national',
    days: 2,
    name: `${name} Express Saver`,
    code: 'FEDEX_EXPRESS_SAVER',
    useQuotedRates: true,
    clientPercentage: 10,
  });
  return carrier!.id;
}

/**
 * Two FedexRest carriers in the demo tenant, both on the FedEx mock at `mockUrl`: one with the
 * mock's demo account (answers at once), one with an account the mock holds for 30 s (hung). The
 * catalogue version is bumped, so the running server's next quote asks both.
 *
 * Written while the server runs, not before it starts: a FedexRest carrier in the demo tenant at
 * start-up would make the server add Mexico's demo carriers (seedDemoMexicanCarriers), whose
 * quotes would change every run of the benchmark.
 */
export async function seedHungFedex(
  database: Database,
  secrets: SecretBox,
  mockUrl: string,
): Promise<HungFedexCarriers> {
  const tenant = await tenantBySlug(database.db, 'demo');
  if (!tenant) throw new Error('demo tenant missing');
  const t = tenant.id;
  return withTenant(database.db, t, async (tx) => {
    let [provider] = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.tenantId, t), eq(providers.code, 'FedexRest')));
    provider ??= (
      await tx
        .insert(providers)
        .values({ tenantId: t, code: 'FedexRest', name: 'FedexRest' })
        .returning({ id: providers.id })
    )[0]!;
    const base = { ...FEDEX_MOCK_DEMO_CREDENTIALS, base_url: mockUrl };
    const fast = { id: 0, name: 'FedEx Bench al momento' };
    const hung = { id: 0, name: 'FedEx Bench colgada' };
    fast.id = await fedexCarrier(tx, t, provider.id, fast.name, base, secrets);
    hung.id = await fedexCarrier(
      tx,
      t,
      provider.id,
      hung.name,
      { ...base, account_number: HUNG_FEDEX_ACCOUNT },
      secrets,
    );
    await bumpCatalogueVersion(tx, t);
    return { fast, hung };
  });
}
