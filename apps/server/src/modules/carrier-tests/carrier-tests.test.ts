import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFetch } from '../../lib/outbound-url';
import { carssaIntegration } from '../../integrations/carriers/carssa/carssa.integration';
import {
  CARSSA_MOCK_DEMO_CREDENTIALS,
  startCarssaMockServer,
  type RunningCarssaMock,
} from '../../integrations/carriers/carssa/carssa.mock-server';
import { productConnectors } from '../../integrations/carriers/product-connectors';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  startFedexMockServer,
  type RunningFedexMock,
} from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { CatalogueFixture } from '../../../test/helpers/catalogue-fixture';
import { multipartFile } from '../../../test/helpers/multipart';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * Spec 3's test connections over HTTP: "Probar conexión" with the product's FedEx connector
 * against the FedEx mock, and the XML flow with Carssa's connector against Carssa's mock.
 */
let fedex: RunningFedexMock;
let carssa: RunningCarssaMock;
let t: TestApp;
const ids = { good: 0, wrong: 0, generic: 0, otherTenant: 0, carssa: 0 };
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
  carssa = await startCarssaMockServer();
  // Carssa is not in the product's list yet (carrier-integrations.ts): registered here.
  const connectors = productConnectors({ mode: 'demo' }).register(
    carssaIntegration.createConnector(outboundFetch('demo')),
  );
  t = await createTestApp({ connectors });
  const cat = new CatalogueFixture(t, t.demoTenantId);
  const settings = { ...FEDEX_MOCK_DEMO_CREDENTIALS, base_url: fedex.url };
  ids.good = await carrierWith(cat, 'FedEx pruebas', 'FedexRest', settings);
  ids.wrong = await carrierWith(cat, 'FedEx mal', 'FedexRest', {
    ...settings,
    client_secret: WRONG_SECRET,
  });
  ids.generic = await cat.carrier({ name: 'Despacho Express' });
  ids.carssa = await carrierWith(cat, 'Carssa', 'Carssa', {
    ...CARSSA_MOCK_DEMO_CREDENTIALS,
    base_url: carssa.url,
  });
  const other = new CatalogueFixture(t, t.other.tenantId);
  ids.otherTenant = await carrierWith(other, 'FedEx de otra', 'FedexRest', settings);
});
afterAll(async () => {
  await t?.close();
  await fedex?.close();
  await carssa?.close();
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

const xmlUpload = (id: number, name: string, type: string, bytes: Buffer) => {
  const { body, headers } = multipartFile('files[]', name, type, bytes);
  return t.request('POST', api(`carriers/${id}/test_connection/xml`), {
    as: 'admin',
    body,
    headers,
  });
};

describe('the XML test connection (Carssa)', () => {
  it('downloads the example, sends it back with the stored credentials, shows the label', async () => {
    const example = await t.request(
      'GET',
      api(`carriers/${ids.carssa}/test_connection/example.xml`),
      {
        as: 'admin',
      },
    );
    expect(example.status).toBe(200);
    expect(example.headers['content-type']).toMatch(/^application\/xml/);
    expect(example.headers['content-disposition']).toContain('prueba-conexion-carssa-');
    expect(example.text).toContain('<car:Password>*****</car:Password>');
    expect(example.text).toContain('GenerarGuiaRequest');

    const res = await xmlUpload(ids.carssa, 'guia.xml', 'text/xml', Buffer.from(example.text));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, message: null });
    expect(Buffer.from(res.body.data.label_pdf_base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const [exchange] = res.body.data.exchanges;
    expect(exchange.request.body).toContain('<car:Password>*****</car:Password>');
    expect(exchange.response.status).toBe(200);
    expect(JSON.stringify(res.body.data.exchanges)).not.toContain(
      CARSSA_MOCK_DEMO_CREDENTIALS.password,
    );
    // The mock got the real credentials, whatever the file said.
    expect(carssa.state.events.at(-1)).toMatchObject({ type: 'GenerarGuia', authorized: true });
    const logs = await t.request('GET', api(`carriers/${ids.carssa}/carrier_setting_logs`), {
      as: 'admin',
    });
    expect(logs.body.data[0]).toMatchObject({ key: 'test_connection_xml', new_value: 'ok' });
  });

  it('refuses a file that is not XML, or too large, and sends nothing', async () => {
    const before = carssa.state.events.length;
    const png = await xmlUpload(ids.carssa, 'guia.xml', 'text/xml', Buffer.from('no soy xml <'));
    expect(png.status).toBe(422);
    expect(png.body.errors).toEqual({
      file: ['Prueba de conexión: se requiere un archivo XML (.xml)'],
    });
    const big = await xmlUpload(
      ids.carssa,
      'guia.xml',
      'text/xml',
      Buffer.from(`<a>${'x'.repeat(300 * 1024)}</a>`),
    );
    expect(big.status).toBe(422);
    expect(big.body.errors.file).toEqual(['Prueba de conexión: el archivo XML pasa de 256 KB']);
    expect(carssa.state.events.length).toBe(before);
  });

  it("shows Carssa's refusal when the file asks for something it will not do", async () => {
    const xml = (
      await t.request('GET', api(`carriers/${ids.carssa}/test_connection/example.xml`), {
        as: 'admin',
      })
    ).text.replace('<car:CodigoPostal>03100', '<car:CodigoPostal>31');
    const res = await xmlUpload(ids.carssa, 'guia.xml', 'application/xml', Buffer.from(xml));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ok: false,
      message: 'Destinatario: el código postal debe tener 5 dígitos',
      label_pdf_base64: null,
    });
    expect(res.body.data.exchanges[0].response.status).toBe(500);
  });

  it('is offered only to providers with an XML test', async () => {
    const info = await t.request('GET', api(`carriers/${ids.carssa}/test_connection`), {
      as: 'admin',
    });
    expect(info.body.data).toMatchObject({ provider_code: 'Carssa', connection: true, xml: true });
    const fedexExample = await t.request(
      'GET',
      api(`carriers/${ids.good}/test_connection/example.xml`),
      { as: 'admin' },
    );
    expect(fedexExample.status).toBe(409);
    expect(fedexExample.body.messages).toEqual([
      'Este proveedor no tiene prueba de conexión con XML',
    ]);
  });
});
