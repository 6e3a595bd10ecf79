import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { customerWithBalance, draftShipment, serviceIdOf } from './helpers/shipment-fixture';

/**
 * What the lifecycle tests against the FedEx mock share (shipments-fedex.test.ts,
 * shipments-fedex-pickups.test.ts): the demo catalogue's FedEx pointed at a mock on the test's
 * clock, and a customer with a balance who buys from it.
 */

export const EMAIL = 'fedex@despacho.test';

export interface FedexWorld {
  t: TestApp;
  fedex: RunningFedexMock;
  saver: number;
  buyer: { id: number; token: string };
}

/** Starts the app and the mock around the suite; `started` hands the test file its world. */
export function useFedexApp(clock: () => number, started: (world: FedexWorld) => void) {
  let t!: TestApp;
  let fedex: RunningFedexMock | undefined;
  let saver!: number;
  let buyer!: { id: number; token: string };

  beforeAll(async () => {
    fedex = await startFedexMockServer({ now: clock, trackStepMs: 60_000 });
    const mock = fedex;
    t = await createTestApp({ demoCatalogue: true });
    saver = await serviceIdOf(t, 'FEDEX_EXPRESS_SAVER');
    // The demo FedEx carrier is in sandbox: point it at this test's mock.
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(sql`insert into carrier_settings (tenant_id, carrier_id, key, value)
        select ${t.demoTenantId}, carrier_id, 'base_url', ${mock.url} from services where id = ${saver}`);
      await bumpCatalogueVersion(tx, t.demoTenantId);
    });
    buyer = await customerWithBalance(t, EMAIL, 1_000_000);
    started({ t, fedex: mock, saver, buyer });
  });
  afterAll(async () => {
    await t?.close();
    await fedex?.close();
  });

  async function boughtWithFedex(): Promise<{ id: number; tracking: string }> {
    const id = await draftShipment(t, { token: buyer.token });
    const res = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      body: { rate: { service_id: saver, is_pickup: true, is_from_app: true } },
    });
    if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
    return { id, tracking: res.body.data.shipment.tracking_number };
  }

  return { boughtWithFedex };
}
