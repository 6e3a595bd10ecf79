import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  FedexMockState,
  fedexMockPlugin,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';
import { pick, shipment, useFedexRateMock } from './fedex-rest.mock-rate-kit';
import type { FedexRateRequest } from './fedex-rest.types';
import { installErrorHandler } from '../../../http/error-handler';
import { installInputGuards } from '../../../http/input-guards';

/** The mock speaks FedEx's protocol: raw HTTP against it, as any FedEx client would. */

let now = Date.parse('2025-03-14T15:00:00Z');
let mock: RunningFedexMock;

const { tokenRequest, token, rate } = useFedexRateMock(
  () => now,
  (started) => (mock = started),
);

describe('FedEx mock: OAuth', () => {
  it('issues a bearer token with an expiry for the configured credentials', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials', ...pick(DEMO) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      access_token: expect.stringMatching(/^[\w-]{40,}$/),
      token_type: 'bearer',
      expires_in: 3599,
      scope: 'CXS',
    });
  });

  it.each([
    ['a wrong secret', { grant_type: 'client_credentials', ...pick(DEMO), client_secret: 'x' }],
    ['an unknown key', { grant_type: 'client_credentials', ...pick(DEMO), client_id: 'x' }],
    ['another grant type', { grant_type: 'password', ...pick(DEMO) }],
  ])('refuses %s with FedEx’s 401 body', async (_case, form) => {
    const res = await tokenRequest(form);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      transactionId: expect.any(String),
      errors: [
        {
          code: 'NOT.AUTHORIZED.ERROR',
          message:
            'The given client credentials were not valid. Please modify your request and try again.',
        },
      ],
    });
  });

  it('wants the credentials form-encoded, as FedEx does', async () => {
    const res = await tokenRequest(
      { grant_type: 'client_credentials', ...pick(DEMO) },
      'application/json',
    );
    expect(res.status).toBe(401);
  });

  it('refuses a rate call without a valid, unexpired token', async () => {
    expect(await rate(shipment(), 'made-up')).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'NOT.AUTHORIZED.ERROR' }] },
    });
    const issued = await token();
    now += 3599 * 1000;
    try {
      expect(await rate(shipment(), issued)).toMatchObject({
        status: 401,
        body: {
          errors: [
            {
              code: 'NOT.AUTHORIZED.ERROR',
              message: 'Access token expired. Please modify your request and try again.',
            },
          ],
        },
      });
    } finally {
      now -= 3599 * 1000;
    }
  });
});

describe('FedEx mock: rate request validation', () => {
  it('reports every problem at once, FedEx-style, echoing the transaction id', async () => {
    const res = await rate(
      shipment((r) => {
        r.accountNumber.value = '';
        r.requestedShipment.recipient.address.postalCode = '0670';
        r.requestedShipment.requestedPackageLineItems[0]!.weight.value = 0;
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      transactionId: expect.any(String),
      customerTransactionId: 'order-123',
      errors: [
        {
          code: 'ACCOUNT.NUMBER.REQUIRED',
          message: 'The account number is required.',
          parameterList: [{ key: 'accountNumber.value', value: '' }],
        },
        {
          code: 'COUNTRY.POSTALCODE.INVALID',
          message: 'Postal code "0670" is not valid for country MX.',
          parameterList: [{ key: 'requestedShipment.recipient.address.postalCode', value: '0670' }],
        },
        {
          code: 'PACKAGE.WEIGHT.INVALID',
          message: 'Package 1: the weight must be greater than zero, in KG or LB.',
          parameterList: [
            { key: 'requestedShipment.requestedPackageLineItems[0].weight', value: '0' },
          ],
        },
      ],
    });
  });

  it.each<[string, (r: FedexRateRequest) => void, string]>([
    [
      'an account that is not 9 digits',
      (r) => (r.accountNumber.value = '12345'),
      'ACCOUNT.NUMBER.INVALID',
    ],
    [
      'a postal code no state uses',
      (r) => (r.requestedShipment.shipper.address.postalCode = '18000'),
      'COUNTRY.POSTALCODE.INVALID',
    ],
    [
      'a bad US ZIP',
      (r) => (r.requestedShipment.recipient.address = { countryCode: 'US', postalCode: '7870' }),
      'COUNTRY.POSTALCODE.INVALID',
    ],
    [
      'no country',
      (r) => (r.requestedShipment.shipper.address.countryCode = ''),
      'COUNTRY.CODE.INVALID',
    ],
    [
      'an unknown pickup type',
      (r) => ((r.requestedShipment as { pickupType: string }).pickupType = 'DRONE'),
      'PICKUPTYPE.INVALID',
    ],
    [
      'no packages',
      (r) => (r.requestedShipment.requestedPackageLineItems = []),
      'PACKAGE.COUNT.INVALID',
    ],
    [
      'a negative weight',
      (r) => (r.requestedShipment.requestedPackageLineItems[1]!.weight.value = -1),
      'PACKAGE.WEIGHT.INVALID',
    ],
    [
      '69 kg in one package',
      (r) => (r.requestedShipment.requestedPackageLineItems[0]!.weight.value = 69),
      'PACKAGE.WEIGHT.EXCEEDED',
    ],
    [
      'a fractional side',
      (r) => (r.requestedShipment.requestedPackageLineItems[0]!.dimensions!.length = 10.5),
      'PACKAGE.DIMENSIONS.INVALID',
    ],
    [
      'a 3 m side',
      (r) => (r.requestedShipment.requestedPackageLineItems[0]!.dimensions!.length = 300),
      'PACKAGE.DIMENSIONS.EXCEEDED',
    ],
    [
      'a ship date that is not a date',
      (r) => (r.requestedShipment.shipDateStamp = '14/03/2025'),
      'SHIPDATESTAMP.INVALID',
    ],
  ])('refuses %s', async (_case, change, code) => {
    const res = await rate(shipment(change));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ code })]);
  });

  it.each([null, [], 'text', { accountNumber: { value: '510087020' } }])(
    'answers %j with INVALID.INPUT.EXCEPTION',
    async (body) => {
      const res = await rate(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({ code: 'INVALID.INPUT.EXCEPTION' }),
      );
    },
  );

  it('answers malformed JSON in FedEx’s shape, not a framework error', async () => {
    const res = await fetch(`${mock.url}/rate/v1/rates/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token()}` },
      body: '{"accountNumber": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ code: 'INVALID.INPUT.EXCEPTION' }] });
  });

  it('words its messages in Spanish for an es_* locale', async () => {
    const res = await rate(
      shipment((r) => (r.requestedShipment.requestedPackageLineItems[0]!.weight.value = 0)),
      undefined,
      'es_MX',
    );
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'Paquete 1: el peso debe ser mayor que cero, en KG o LB.',
      }),
    ]);
  });
});

describe('FedEx mock: failure modes and mounting', () => {
  it.each([
    ['000000500', 500, 'INTERNAL.SERVER.ERROR'],
    ['000000503', 503, 'SERVICE.UNAVAILABLE.ERROR'],
    ['000000403', 403, 'FORBIDDEN.ERROR'],
    ['000000401', 401, 'NOT.AUTHORIZED.ERROR'],
  ])('account %s answers %i %s', async (account, status, code) => {
    const res = await rate(shipment((r) => (r.accountNumber.value = account)));
    expect(res).toMatchObject({ status, body: { errors: [{ code }] } });
  });

  it('mounts under a prefix inside another app, with FedEx-shaped 404s there only', async () => {
    const host = Fastify();
    host.get('/health', async () => ({ ok: true }));
    await host.register(fedexMockPlugin({ mode: 'demo', state: new FedexMockState() }), {
      prefix: '/__mocks/fedex',
    });
    const tokenRes = await host.inject({
      method: 'POST',
      url: '/__mocks/fedex/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', ...pick(DEMO) }).toString(),
    });
    expect(tokenRes.statusCode).toBe(200);
    const missing = await host.inject({ method: 'GET', url: '/__mocks/fedex/track/v1/x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: [{ code: 'NOT.FOUND.ERROR' }] });
    expect((await host.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
    expect((await host.inject({ method: 'GET', url: '/other' })).json()).not.toHaveProperty(
      'errors',
    );
    await host.close();
  });

  it('keeps FedEx’s error shape under the product’s global error handler and input guards', async () => {
    const host = Fastify();
    installErrorHandler(host);
    installInputGuards(host);
    await host.register(fedexMockPlugin({ mode: 'demo' }), { prefix: '/__mocks/fedex' });
    const nul = await host.inject({
      method: 'POST',
      url: '/__mocks/fedex/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=a%00b&client_secret=x',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ errors: [{ code: 'INVALID.INPUT.EXCEPTION' }] });
    await host.close();
  });

  it('never exists in production', async () => {
    expect(() => fedexMockPlugin({ mode: 'production' })).toThrow(/never runs in production/);
    await expect(startFedexMockServer({ mode: 'production' })).rejects.toThrow(
      /never runs in production/,
    );
  });
});
