import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type Reply, type TestApp } from './helpers/test-app';

/**
 * What the edge answers for each class of input no handler can use (the route fuzz test found
 * each as a 500): always a 4xx in the wire shape `{code, messages, errors}`, and nothing stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
});
afterAll(async () => t?.close());

function expectWireShape(res: Reply, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ code, errors: expect.any(Object) });
  expect(res.body.messages.length).toBeGreaterThan(0);
}

const BOUNDARY = 'edgeboundary';
const multipart = (boundary: string | null) => ({
  'content-type': boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
});

describe('broken multipart forms', () => {
  it('a form without a boundary is 415 on every kind of upload route', async () => {
    for (const path of ['addresses/import', 'csds', 'tax_fiscal_data', 'tenant/branding/logo']) {
      const res = await t.request('POST', api(path), {
        as: path === 'tax_fiscal_data' ? 'customer' : 'developer',
        headers: multipart(null),
        body: 'garbage',
        lang: 'en',
      });
      expectWireShape(res, 415, 'unsupported_media_type');
      expect(res.body.messages).toEqual([
        'Unsupported content type: multipart/form-data needs its boundary',
      ]);
    }
  });

  it('a form cut off inside its file is 400 and imports nothing', async () => {
    const before = await t.request('GET', api('addresses'), { as: 'customer' });
    const res = await t.request('POST', api('addresses/import'), {
      as: 'customer',
      headers: multipart(BOUNDARY),
      body:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n` +
        '\r\naka,name\r\ncasa,Ana',
      lang: 'en',
    });
    expectWireShape(res, 400, 'malformed_request');
    expect(res.body.messages[0]).toMatch(/incomplete or damaged/);
    const after = await t.request('GET', api('addresses'), { as: 'customer' });
    expect(after.body.pagination.total_objects).toBe(before.body.pagination.total_objects);
  });
});

describe('bodies the JSON parser refuses', () => {
  it('JSON nested 5,000 deep is 400, also on a webhook that stores what it gets', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const path of ['webhooks/paypal/demo', 'notices']) {
      const res = await t.request('POST', api(path), { as: 'developer', body: deep });
      expectWireShape(res, 400, 'malformed_request');
    }
  });

  it('a webhook answers malformed JSON with 400 (its own reply schema does not hide it)', async () => {
    for (const body of ['{', '']) {
      const res = await t.request('POST', api('webhooks/openpay/demo'), { body });
      expectWireShape(res, 400, 'malformed_request');
    }
  });

  it('a webhook refuses a notification that is not an object (null, array, text) with 422', async () => {
    for (const body of ['null', '[]', '"x"']) {
      const res = await t.request('POST', api('webhooks/paypal/demo'), { body });
      expectWireShape(res, 422, 'validation_failed');
    }
  });
});

describe('URLs the router refuses', () => {
  it('a broken %-escape is 400 and an over-long id 414, in the wire shape', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notices/%E0%A4%A',
      headers: { 'x-tenant': 'demo' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'malformed_request', errors: {} });
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/v1/notices/${'9'.repeat(200)}`,
      headers: { 'x-tenant': 'demo', 'accept-language': 'en' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      code: 'malformed_request',
      messages: ['The request address is too long'],
    });
  });
});

describe('a wrapper key that is missing, null or not an object', () => {
  const cases: [string, string, unknown][] = [
    ['POST', 'addresses', {}],
    ['POST', 'addresses', { address: null }],
    ['POST', 'fiscal_data', { fiscal_datum: 'x' }],
    ['PUT', 'fiscal_data/0', { fiscal_datum: [] }],
    ['POST', 'carriers/1/carrier_settings', { carrier_setting: null }],
    ['POST', 'shipments', { shipment: { origin_attributes: null, destination_attributes: {} } }],
  ];
  it.each(cases)('%s %s %j is 422 naming the field', async (method, path, body) => {
    const res = await t.request(method as 'POST', api(path), {
      as: path.startsWith('carriers') ? 'developer' : 'customer',
      body,
    });
    expectWireShape(res, 422, 'validation_failed');
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
  });
});

describe('numbers beyond any real quantity', () => {
  it('a service price of 2^53+1 pesos is 422 and the price keeps its value', async () => {
    const list = await t.request('GET', api('services/1/service_prices'), { as: 'developer' });
    const row = list.body.data[0];
    const res = await t.request('PUT', api(`services/1/service_prices/${row.id}`), {
      as: 'developer',
      body: { service_price: { kg: row.kg, price: 2 ** 53 + 1, admin_cost: 1 } },
    });
    expectWireShape(res, 422, 'validation_failed');
    expect(res.body.errors).toHaveProperty('price');
    const again = await t.request('GET', api('services/1/service_prices'), { as: 'developer' });
    expect(again.status).toBe(200);
    expect(again.body.data.find((r: { id: number }) => r.id === row.id)).toEqual(row);
  });
});
