import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhlExpressIntegration } from './dhl-express.integration';
import { DHL_MOCK_DEMO_CREDENTIALS as DEMO } from './dhl-express.mock-server';

/** The mock as the demo mounts it (under /__mocks/dhl), speaking MyDHL's wire rules. */

let app: FastifyInstance;
const basic = `Basic ${Buffer.from(`${DEMO.username}:${DEMO.password}`).toString('base64')}`;
const headers = { authorization: basic, 'x-version': '3.1.0' };

beforeAll(async () => {
  app = Fastify();
  await app.register(dhlExpressIntegration.mockPlugin({ mode: 'demo' }), {
    prefix: dhlExpressIntegration.mockPrefix,
  });
  await app.ready();
});
afterAll(() => app.close());

const rateQuery = (account: string) =>
  new URLSearchParams({
    accountNumber: account,
    originCountryCode: 'MX',
    originPostalCode: '64000',
    originCityName: 'Monterrey',
    destinationCountryCode: 'MX',
    destinationPostalCode: '06700',
    destinationCityName: 'CDMX',
    weight: '1',
    length: '10',
    width: '10',
    height: '10',
    plannedShippingDate: '2026-11-24',
    isCustomsDeclarable: 'false',
    unitOfMeasurement: 'metric',
  }).toString();

describe('DHL mock server', () => {
  it('prices a one-piece GET /rates for the demo account', async () => {
    const res = await app.inject({
      url: `/__mocks/dhl/rates?${rateQuery(DEMO.account_number)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    // 1 kg, zone 3: N = (290 + 43.50) × 1.16 = 386.86
    const products = res.json().products as { productCode: string; totalPrice: unknown[] }[];
    expect(products.map((p) => p.productCode)).toEqual(['N', 'G', 'I']);
    expect(products[0]?.totalPrice[0]).toEqual({
      currencyType: 'BILLC',
      priceCurrency: 'MXN',
      price: 386.86,
    });
  });

  it('answers 401 problem details without Basic credentials, 400 without x-version', async () => {
    const anonymous = await app.inject({
      url: '/__mocks/dhl/tracking?shipmentTrackingNumber=1234567890',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.json()).toEqual({
      instance: '/expressapi/tracking',
      detail: 'Invalid Credentials',
      title: 'Unauthorized',
      message: 'Unauthorized',
      status: '401',
    });
    const noVersion = await app.inject({
      url: '/__mocks/dhl/tracking?shipmentTrackingNumber=1234567890',
      headers: { authorization: basic },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().detail).toBe('Missing header: x-version');
  });

  it('serves HTML for account 000000200 and 422 for a malformed body', async () => {
    const html = await app.inject({ url: `/__mocks/dhl/rates?${rateQuery('000000200')}`, headers });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    const bad = await app.inject({
      method: 'POST',
      url: '/__mocks/dhl/rates',
      headers,
      payload: { packages: [] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().additionalDetails).toContain('#/packages: expected minimum item count: 1');
  });

  it('cancels a pickup only with requestorName, and 404s an unknown one', async () => {
    const noRequestor = await app.inject({
      method: 'DELETE',
      url: '/__mocks/dhl/pickups/PRG1',
      headers,
    });
    expect(noRequestor.statusCode).toBe(422);
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/__mocks/dhl/pickups/PRG1?requestorName=Ana&reason=none',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never exists in production', () => {
    expect(() => dhlExpressIntegration.mockPlugin({ mode: 'production' })).toThrow(
      'The DHL mock server never runs in production',
    );
  });
});
