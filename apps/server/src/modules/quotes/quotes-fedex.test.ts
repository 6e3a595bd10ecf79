import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  startFedexMockServer,
  type RunningFedexMock,
} from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { CatalogueFixture } from '../../../test/helpers/catalogue-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The product's own FedEx connector, over HTTP, against the local FedEx mock. */
let fedex: RunningFedexMock;
let t: TestApp;
let mx: number;

async function fedexCarrier(cat: CatalogueFixture, name: string, settings: Record<string, string>) {
  const carrier = await cat.carrier({ name, providerCode: 'FedexRest', environment: 'sandbox' });
  await cat.run(async (tx) => {
    for (const [key, value] of Object.entries(settings)) {
      await tx.execute(
        sql`insert into carrier_settings (tenant_id, carrier_id, key, value) values (${t.demoTenantId}, ${carrier}, ${key}, ${value})`,
      );
    }
  });
  await cat.service(carrier, {
    name: `${name} Express Saver`,
    code: 'FEDEX_EXPRESS_SAVER',
    useQuotedRates: true,
    clientPercentage: 10,
  });
  return carrier;
}

beforeAll(async () => {
  // Closed while the slow account's call may still be open (its late answer is let run).
  fedex = await startFedexMockServer({ forceCloseConnections: true });
  t = await createTestApp({ carrierDeadlineMs: 1_500 });
  const cat = new CatalogueFixture(t, t.demoTenantId);
  mx = await cat.country('MX', 'México');
  await fedexCarrier(cat, 'FedEx', { ...FEDEX_MOCK_DEMO_CREDENTIALS, base_url: fedex.url });
  await fedexCarrier(cat, 'FedEx lenta', {
    ...FEDEX_MOCK_DEMO_CREDENTIALS,
    account_number: '700009000', // the mock answers this account after 9 s
    base_url: fedex.url,
  });
  await fedexCarrier(cat, 'FedEx mal configurada', {
    ...FEDEX_MOCK_DEMO_CREDENTIALS,
    client_secret: 'otro-secreto',
    base_url: fedex.url,
  });
  const generic = await cat.carrier({ name: 'Despacho Express' });
  const service = await cat.service(generic, { name: 'Terrestre', code: 'TERRESTRE' });
  await cat.prices(service, [[5, 100, 120, 150]]);
});
afterAll(async () => {
  await t?.close();
  await fedex?.close();
});

describe('quotes with FedEx over HTTP', () => {
  it('prices FedEx, and a slow or misconfigured FedEx account never fails the quote', async () => {
    const res = await t.request('POST', api('quotes'), {
      as: 'developer',
      query: { include_rejected: 'true' },
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
    expect(res.status).toBe(200);
    const rates = res.body.data.rates as {
      carrier_name: string;
      service_code: string;
      total: string;
    }[];
    expect(rates.map((r) => r.carrier_name).sort()).toEqual(['Despacho Express', 'FedEx']);
    const saver = rates.find((r) => r.carrier_name === 'FedEx')!;
    expect(saver.service_code).toBe('FEDEX_EXPRESS_SAVER');
    expect(Number(saver.total)).toBeGreaterThan(0);
    const why = Object.fromEntries(
      (res.body.data.rejected as { carrier_name: string; code: string; detail: string }[]).map(
        (r) => [r.carrier_name, r],
      ),
    );
    expect(why['FedEx lenta']).toMatchObject({
      code: 'quote.unavailable',
      detail: 'the carrier did not answer within 1.5 s',
    });
    expect(why['FedEx mal configurada']).toMatchObject({
      code: 'quote.unavailable',
      detail: expect.stringMatching(/^the carrier refused the credentials/),
    });
    expect(JSON.stringify(res.body)).not.toContain('otro-secreto');
  });
});
