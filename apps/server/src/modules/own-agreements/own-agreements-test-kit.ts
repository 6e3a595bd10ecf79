import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { fedexMockPlugin } from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { withTenant } from '../../db/tenant-tx';
import { customerWithBalance, mexicoId, one } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * What the own-agreement API tests share (own-agreements.test.ts, own-agreement-purchases.test.ts):
 * the app in demo mode with the FedEx mock mounted where demo mode sends a sandbox carrier, and
 * two customers with a balance, the owner paying FEE per label on an own agreement.
 */

export const OWNER = 'convenio@despacho.test';
export const FEE = 2_500;

export interface OwnAgreementsWorld {
  t: TestApp;
  mx: number;
  owner: { id: number; token: string };
  neighbour: { id: number; token: string };
}

export type WireRate = {
  service_id: number;
  carrier_id: number;
  total: string;
  carrier_price?: string;
  own_agreement?: true;
};

/** Starts the app and the mock around the suite; `started` hands the test file its world. */
export function useOwnAgreementsApp(started: (world: OwnAgreementsWorld) => void) {
  let t!: TestApp;
  let mx!: number;
  let mockHost: FastifyInstance | undefined;

  beforeAll(async () => {
    // Demo mode sends a sandbox carrier without base_url to <public url>/__mocks/fedex.
    mockHost = Fastify({ logger: false });
    await mockHost.register(fedexMockPlugin({ mode: 'demo' }), { prefix: '/__mocks/fedex' });
    await mockHost.listen({ port: 0, host: '127.0.0.1' });
    const address = mockHost.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await createTestApp({
      demoCatalogue: true,
      carrierDeadlineMs: 5_000,
      config: { publicUrl: `http://127.0.0.1:${port}` },
    });
    mx = await mexicoId(t);
    const owner = await customerWithBalance(t, OWNER, 100_000);
    const neighbour = await customerWithBalance(t, 'vecino@despacho.test', 100_000);
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update users set own_agreements_price_cents = ${FEE} where id = ${owner.id}`),
    );
    started({ t, mx, owner, neighbour });
  });
  afterAll(async () => {
    await t?.close();
    await mockHost?.close();
  });

  const setting = (value: string, tenantId = t.demoTenantId) =>
    withTenant(t.database.db, tenantId, (tx) =>
      tx.execute(sql`update settings set value = ${value} where key = 'user_own_agreements'`),
    );
  const ownCarriers = () =>
    one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select count(*)::int as n from carriers where own_agreements`,
    ).then((r) => Number(r.n));
  const fedexProviderId = () =>
    one<{ id: number }>(
      t,
      t.demoTenantId,
      sql`select id from providers where code = 'FedexRest'`,
    ).then((r) => r.id);

  const form = async (settings: Record<string, string>, codes = ['FEDEX_EXPRESS_SAVER']) => ({
    own_agreement: { provider_id: await fedexProviderId(), settings, service_codes: codes },
  });

  const quoteAs = (token: string) =>
    t.request('POST', api('quotes'), {
      token,
      body: {
        quote: {
          parcel_type: 'box',
          length: 30,
          width: 20,
          height: 15,
          weight: 2.5,
          origin_postal_code: '64000',
          origin_country_id: mx,
          destination_postal_code: '06700',
          destination_country_id: mx,
        },
      },
    });

  return { setting, ownCarriers, form, quoteAs };
}
