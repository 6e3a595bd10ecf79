import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  startFedexMockServer,
  type RunningFedexMock,
} from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { CatalogueFixture } from '../../../test/helpers/catalogue-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** Spec 3's "Probar conexión" over HTTP: the product's FedEx connector against the FedEx mock. */
let fedex: RunningFedexMock;
let t: TestApp;
const ids = { good: 0, wrong: 0, generic: 0, otherTenant: 0 };
const WRONG_SECRET = 'otro-secreto-equivocado';

async function carrierWith(
  cat: CatalogueFixture,
  name: string,
  providerCode: string,
  settings: Record<string, string>,
) {
  const carrier = await cat.carrier({ name, providerCode, environment: 'sandbox' });
  await cat.run(async (tx) => {
    for (const [key, plain] of Object.entries(settings)) {
      // Stored as the settings screen stores them: secrets encrypted.
      const value = /id|key|password|secret/i.test(key) ? t.secrets.encrypt(plain) : plain;
      await tx.execute(
        sql`insert into carrier_settings (tenant_id, carrier_id, key, value) values (${cat.tenantId}, ${carrier}, ${key}, ${value})`,
      );
    }
  });
  return carrier;
}

beforeAll(async () => {
  fedex = await startFedexMockServer();
  t = await createTestApp();
  const cat = new CatalogueFixture(t, t.demoTenantId);
  const settings = { ...FEDEX_MOCK_DEMO_CREDENTIALS, base_url: fedex.url };
  ids.good = await carrierWith(cat, 'FedEx pruebas', 'FedexRest', settings);
  ids.wrong = await carrierWith(cat, 'FedEx mal', 'FedexRest', {
    ...settings,
    client_secret: WRONG_SECRET,
  });
  ids.generic = await cat.carrier({ name: 'Despacho Express' });
  const other = new CatalogueFixture(t, t.other.tenantId);
  ids.otherTenant = await carrierWith(other, 'FedEx de otra', 'FedexRest', settings);
});
afterAll(async () => {
  await t?.close();
  await fedex?.close();
});

const testConnection = (id: number, as: 'developer' | 'admin' | 'customer' | 'operator') =>
  t.request('POST', api(`carriers/${id}/test_connection`), { as });

describe('POST /carriers/{id}/test_connection', () => {
  it('asks FedEx for a token with the stored credentials and shows the exchange masked', async () => {
    const res = await testConnection(ids.good, 'admin');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ ok: true, message: null, label_pdf_base64: null });
    expect(data.exchanges).toHaveLength(1);
    const [exchange] = data.exchanges;
    expect(exchange.request).toMatchObject({ method: 'POST', url: `${fedex.url}/oauth/token` });
    expect(exchange.request.body).toContain('grant_type=client_credentials');
    expect(exchange.request.body).toContain('client_secret=*****');
    expect(exchange.response.status).toBe(200);
    expect(JSON.parse(exchange.response.body)).toMatchObject({
      access_token: '*****',
      token_type: 'bearer',
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(FEDEX_MOCK_DEMO_CREDENTIALS.client_id);
    expect(text).not.toContain(FEDEX_MOCK_DEMO_CREDENTIALS.client_secret);
    expect(fedex.state.events.filter((e) => e.type === 'token').length).toBeGreaterThan(0);
  });

  it('reports refused credentials in FedEx words, never the secret typed', async () => {
    const res = await testConnection(ids.wrong, 'developer');
    expect(res.status).toBe(200);
    expect(res.body.data.ok).toBe(false);
    expect(res.body.data.message).toBe(
      'The given client credentials were not valid. Please modify your request and try again.',
    );
    expect(res.body.data.exchanges[0].response.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toContain(WRONG_SECRET);
  });

  it('writes each test to the carrier log: who, which test, the outcome', async () => {
    const res = await t.request('GET', api(`carriers/${ids.wrong}/carrier_setting_logs`), {
      as: 'developer',
    });
    expect(res.status).toBe(200);
    const tests = res.body.data.filter((l: { key: string }) => l.key === 'test_connection');
    expect(tests[0]).toMatchObject({
      old_value: null,
      new_value: expect.stringMatching(/^failed: The given client credentials/),
      user_name: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(WRONG_SECRET);
  });

  it("answers 404 for another tenant's carrier and 403 to customers and operators", async () => {
    expect((await testConnection(ids.otherTenant, 'developer')).status).toBe(404);
    expect((await testConnection(999_999, 'developer')).status).toBe(404);
    expect((await testConnection(ids.good, 'customer')).status).toBe(403);
    expect((await testConnection(ids.good, 'operator')).status).toBe(403);
  });

  it('says so when the provider has no connection test', async () => {
    const res = await testConnection(ids.generic, 'developer');
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual(['Este proveedor no tiene prueba de conexión']);
    const info = await t.request('GET', api(`carriers/${ids.good}/test_connection`), {
      as: 'admin',
    });
    expect(info.body.data).toMatchObject({
      provider_code: 'FedexRest',
      connection: true,
      xml: false,
    });
  });
});
