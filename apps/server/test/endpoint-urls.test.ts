import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { CatalogueFixture } from './helpers/catalogue-fixture';
import { setSettings } from './helpers/payment-fixture';
import { api, createTestApp, type Role, type TestApp } from './helpers/test-app';
import {
  generate,
  giveFiscalData,
  invoiceRow,
  requestInvoice,
  setUpInvoicing,
  staffMovement,
  userIdOf,
} from './invoices-fixture';

/*
 * Issue 17, SSRF: provider endpoint URLs (a carrier's base_url, the PAC's invoicing_pac_url…)
 * are set by developers only; in production they must be https to a public address, at write
 * time and again at call time; and whatever a remote server answers is never read back to
 * tenant staff beyond the provider's documented, coded error messages.
 */

/** A server on loopback that plays a provider badly: each first path segment is a scenario. */
interface Evil {
  url: string;
  hits: Map<string, number>;
  close: () => Promise<void>;
}

const FEDEX_TOKEN = JSON.stringify({
  access_token: 'tok',
  token_type: 'bearer',
  expires_in: 3599,
  scope: 'CXS',
});
const SOAP_FAULT = (code: string, secret: string) =>
  '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soap:Body><soap:Fault><faultcode>${code}</faultcode><faultstring>${secret}` +
  '</faultstring></soap:Fault></soap:Body></soap:Envelope>';

type Answer = [status: number, type: string, body: string];
const SCENARIOS: Record<string, (req: IncomingMessage) => Answer> = {
  html500: (req) =>
    req.url!.endsWith('/oauth/token')
      ? [200, 'application/json', FEDEX_TOKEN]
      : [500, 'text/html', '<html><body>SECRET-html500 root:x:0:0:root</body></html>'],
  json400: (req) =>
    req.url!.endsWith('/oauth/token')
      ? [200, 'application/json', FEDEX_TOKEN]
      : [
          400,
          'application/json',
          JSON.stringify({ errors: [{ message: 'SECRET-json400 postgres://app:pw@10.0.0.5/db' }] }),
        ],
  tokenleak: () => [
    401,
    'application/json',
    JSON.stringify({ errors: [{ code: 'denied', message: 'SECRET-tokenleak aws_key=AKIA' }] }),
  ],
  markup: (req) =>
    req.url!.endsWith('/oauth/token')
      ? [200, 'application/json', FEDEX_TOKEN]
      : [
          400,
          'application/json',
          JSON.stringify({
            errors: [{ code: 'RATE.INVALID.INPUT', message: '<b>SECRET-markup</b>' }],
          }),
        ],
  fedex: (req) =>
    req.url!.endsWith('/oauth/token')
      ? [200, 'application/json', FEDEX_TOKEN]
      : [
          400,
          'application/json',
          JSON.stringify({
            errors: [
              {
                code: 'RECIPIENT.POSTALCODE.INVALID',
                message: 'El código postal del destinatario no es válido.',
              },
            ],
          }),
        ],
  pacclient: () => [
    500,
    'text/xml',
    SOAP_FAULT('soap:Client', 'SECRET-pacclient Traceback: password=hunter2'),
  ],
  pacserver: () => [500, 'text/xml', SOAP_FAULT('soap:Server', 'SECRET-pacserver /etc/shadow')],
  pachtml: () => [200, 'text/html', '<html>SECRET-pachtml internal admin</html>'],
  prod: () => [200, 'text/plain', 'SECRET-prod should never be asked'],
};

async function startEvil(): Promise<Evil> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const scenario = req.url!.split('/')[1] ?? '';
    hits.set(scenario, (hits.get(scenario) ?? 0) + 1);
    req.resume();
    req.on('end', () => {
      const [status, type, body] = (SCENARIOS[scenario] ?? (() => [404, 'text/plain', '']))(req);
      res.writeHead(status, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const QUOTE = (mx: number) => ({
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
});

/** A FedEx carrier whose settings (base_url included) are written straight into the tenant. */
async function fedexCarrier(t: TestApp, name: string, baseUrl: string) {
  const cat = new CatalogueFixture(t, t.demoTenantId);
  const carrier = await cat.carrier({ name, providerCode: 'FedexRest', environment: 'production' });
  const settings = {
    client_id: 'id',
    client_secret: 'SECRET-client-secret',
    account_number: '123456789',
    base_url: baseUrl,
  };
  await cat.run(async (tx) => {
    for (const [key, value] of Object.entries(settings)) {
      const stored =
        key === 'base_url' || key === 'account_number' ? value : t.secrets.encrypt(value);
      await tx.execute(
        sql`insert into carrier_settings (tenant_id, carrier_id, key, value) values (${t.demoTenantId}, ${carrier}, ${key}, ${stored})`,
      );
    }
  });
  await cat.service(carrier, {
    name: `${name} Saver`,
    code: 'FEDEX_EXPRESS_SAVER',
    useQuotedRates: true,
  });
  return carrier;
}

async function whyNot(t: TestApp, mx: number): Promise<Record<string, string>> {
  const res = await t.request('POST', api('quotes'), {
    as: 'admin',
    query: { include_rejected: 'true' },
    body: QUOTE(mx),
  });
  expect(res.status, res.text).toBe(200);
  return Object.fromEntries(
    (res.body.data.rejected as { carrier_name: string; detail: string | null }[]).map((r) => [
      r.carrier_name,
      r.detail ?? '',
    ]),
  );
}

const settingId = async (t: TestApp, key: string) =>
  (
    await t.request('GET', api('settings'), {
      as: 'developer',
      query: { 'where[key]': key },
    })
  ).body.data[0].id as number;

const putSetting = (t: TestApp, as: Role, id: number, setting: Record<string, unknown>) =>
  t.request('PUT', api(`settings/${id}`), { as, lang: 'en', body: { setting } });

let evil: Evil;
beforeAll(async () => {
  evil = await startEvil();
});
afterAll(async () => evil?.close());

describe('demo mode', () => {
  let t: TestApp;
  let mx: number;
  beforeAll(async () => {
    t = await createTestApp({ carrierDeadlineMs: 5_000 });
    mx = await new CatalogueFixture(t, t.demoTenantId).country('MX', 'México');
  }, 120_000);
  afterAll(async () => t?.close());

  it('admins and main admins cannot set or remove a carrier base_url; developers can', async () => {
    const carrier = await fedexCarrier(t, 'FedEx permisos', 'http://localhost:3000/__mocks/fedex');
    const base = `carriers/${carrier}/carrier_settings`;
    const list = await t.request('GET', api(base), { as: 'developer' });
    const baseUrl = (list.body.data as { id: number; key: string }[]).find(
      (s) => s.key === 'base_url',
    )!;
    for (const role of ['admin', 'main_admin'] as const) {
      const created = await t.request('POST', api(base), {
        as: role,
        lang: 'en',
        body: { carrier_setting: { key: 'track_url', value: 'http://169.254.169.254/' } },
      });
      expect(created.status, role).toBe(403);
      expect(created.body.errors.key[0]).toMatch(/Only a developer/);
      const changed = await t.request('PUT', api(`${base}/${baseUrl.id}`), {
        as: role,
        lang: 'en',
        body: { carrier_setting: { value: `${evil.url}/json400` } },
      });
      expect(changed.status, role).toBe(403);
      expect(changed.body.errors.value[0]).toMatch(/Only a developer/);
      const removed = await t.request('DELETE', api(`${base}/${baseUrl.id}`), { as: role });
      expect(removed.status, role).toBe(403);
      // Sending the stored value back (a whole form) is no change.
      const same = await t.request('PUT', api(`${base}/${baseUrl.id}`), {
        as: role,
        body: { carrier_setting: { value: 'http://localhost:3000/__mocks/fedex' } },
      });
      expect(same.status, role).toBe(200);
    }
    const byDeveloper = await t.request('PUT', api(`${base}/${baseUrl.id}`), {
      as: 'developer',
      body: { carrier_setting: { value: 'http://localhost:3999/__mocks/fedex' } },
    });
    expect(byDeveloper.status, byDeveloper.text).toBe(200);
  });

  it('admins and main admins cannot set the PAC or gateway URLs; a title is still theirs', async () => {
    const pac = await settingId(t, 'invoicing_pac_url');
    const paypal = await settingId(t, 'paypal_base_url');
    for (const role of ['admin', 'main_admin'] as const) {
      for (const id of [pac, paypal]) {
        const res = await putSetting(t, role, id, { value: 'http://10.0.0.8/steal' });
        expect(res.status, role).toBe(403);
        expect(res.body.errors.value[0]).toMatch(/Only a developer/);
      }
      expect((await putSetting(t, role, pac, { title: 'URL del PAC' })).status).toBe(200);
    }
    expect((await putSetting(t, 'developer', pac, { value: `${evil.url}/pacclient` })).status).toBe(
      200,
    );
  });

  it('a connector pointed at a server that answers secrets does not read them back to staff', async () => {
    for (const scenario of ['html500', 'json400', 'tokenleak', 'markup', 'fedex'])
      await fedexCarrier(t, `FedEx ${scenario}`, `${evil.url}/${scenario}`);
    const why = await whyNot(t, mx);
    for (const scenario of ['html500', 'json400', 'tokenleak', 'markup']) {
      expect(why[`FedEx ${scenario}`], scenario).toBeDefined();
      expect(why[`FedEx ${scenario}`], scenario).not.toMatch(/SECRET|root:|postgres|AKIA|<b>/);
    }
    expect(why['FedEx html500']).toBe('the carrier is unavailable (the carrier answered 500)');
    expect(why['FedEx json400']).toBe('the carrier refused this shipment');
    expect(why['FedEx tokenleak']).toBe('the carrier refused the credentials');
    // FedEx's own documented, coded message is kept: it tells staff what to fix.
    expect(why['FedEx fedex']).toBe(
      'the carrier refused this shipment: El código postal del destinatario no es válido. (RECIPIENT.POSTALCODE.INVALID)',
    );
    expect(evil.hits.get('json400')).toBeGreaterThan(0); // demo mode did call loopback
  });

  it('a PAC URL pointed at such a server does not read its answers back either', async () => {
    await setUpInvoicing(t).then((mock) => mock.close());
    const customer = await userIdOf(t, 'customer@despacho.test');
    await giveFiscalData(t, customer);
    const pac = await settingId(t, 'invoicing_pac_url');
    for (const [scenario, status] of [
      ['pacclient', 422],
      ['pacserver', 503],
      ['pachtml', 503],
    ] as const) {
      expect(
        (await putSetting(t, 'developer', pac, { value: `${evil.url}/${scenario}` })).status,
      ).toBe(200);
      const deposit = await staffMovement(t, customer, '116.00');
      const invoice = (await requestInvoice(t, deposit.id)).body.data.id as number;
      const res = await generate(t, invoice);
      expect(res.status, scenario).toBe(status);
      expect(res.text, scenario).not.toMatch(/SECRET|hunter2|shadow|Traceback/);
      const seen = await t.request('GET', api(`invoices/${invoice}`), { as: 'admin' });
      expect(seen.text, scenario).not.toMatch(/SECRET|hunter2|shadow|Traceback/);
      expect(String((await invoiceRow(t, invoice)).last_error), scenario).not.toMatch(/SECRET/);
      expect(evil.hits.get(scenario), scenario).toBeGreaterThan(0);
    }
  });
});

describe('production mode', () => {
  let t: TestApp;
  let mx: number;
  beforeAll(async () => {
    t = await createTestApp({
      config: { mode: 'production', nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9' },
      carrierDeadlineMs: 5_000,
    });
    mx = await new CatalogueFixture(t, t.demoTenantId).country('MX', 'México');
  }, 120_000);
  afterAll(async () => t?.close());

  it('a developer setting an internal URL is refused per field; a provider host is accepted', async () => {
    const pac = await settingId(t, 'invoicing_pac_url');
    for (const [url, why] of [
      ['http://127.0.0.1:8080/pac', /must use https/],
      ['https://127.0.0.1/pac', /internal network/],
      ['https://localhost/pac', /internal network/],
      ['https://[fd00::1]/pac', /internal network/],
      ['https://169.254.169.254/latest/meta-data', /internal network/],
      ['https://user:pw@facturacion.finkok.com', /user or password/],
    ] as const) {
      const res = await putSetting(t, 'developer', pac, { value: url });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.value[0], url).toMatch(why);
    }
    const finkok = await putSetting(t, 'developer', pac, {
      value: 'https://demo-facturacion.finkok.com',
    });
    expect(finkok.status, finkok.text).toBe(200);

    // Its stored base_url is refused at call time too (next test), so no quote leaves the machine.
    const port = new URL(evil.url).port;
    const carrier = await fedexCarrier(t, 'FedEx producción', `https://localhost:${port}/prod`);
    const base = `carriers/${carrier}/carrier_settings`;
    const internal = await t.request('POST', api(base), {
      as: 'developer',
      lang: 'en',
      body: { carrier_setting: { key: 'track_url', value: 'https://169.254.169.254/latest' } },
    });
    expect(internal.status).toBe(422);
    expect(internal.body.errors.value[0]).toMatch(/internal network/);
    const byAdmin = await t.request('POST', api(base), {
      as: 'admin',
      lang: 'en',
      body: { carrier_setting: { key: 'track_url', value: 'https://apis.fedex.com' } },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.errors.key[0]).toMatch(/Only a developer/);
  });

  it('a stored internal base_url is never called: the check holds at call time (DNS included)', async () => {
    const port = new URL(evil.url).port;
    await fedexCarrier(t, 'FedEx loopback', `https://localhost:${port}/prod`);
    await fedexCarrier(t, 'FedEx http', `http://127.0.0.1:${port}/prod`);
    const why = await whyNot(t, mx);
    const refused = "the carrier's address is not allowed (only https to a public address)";
    expect(why['FedEx loopback']).toBe(refused);
    expect(why['FedEx http']).toBe(refused);
    expect(evil.hits.get('prod') ?? 0).toBe(0);
  });

  it('a stored internal PAC URL is never called either', async () => {
    const mock = await setUpInvoicing(t);
    await mock.close();
    const port = new URL(evil.url).port;
    await setSettings(t, { invoicing_pac_url: `https://localhost:${port}/prod` });
    const customer = await userIdOf(t, 'customer@despacho.test');
    await giveFiscalData(t, customer);
    const deposit = await staffMovement(t, customer, '232.00');
    const invoice = (await requestInvoice(t, deposit.id)).body.data.id as number;
    const res = await generate(t, invoice);
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/not allowed/);
    const row = await invoiceRow(t, invoice);
    expect(row.status).toBe('pending');
    expect(evil.hits.get('prod') ?? 0).toBe(0);
    const stored = await withTenant(t.database.db, t.demoTenantId, async (tx) =>
      rowsOf<{ value: string }>(
        await tx.execute(sql`select value from settings where key = 'invoicing_pac_url'`),
      ),
    );
    expect(stored[0]!.value).toContain('localhost');
  });
});
