import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import mtyCdmxRequest from './fixtures/rate-request.mty-cdmx.json';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  FedexMockState,
  fedexMockPlugin,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';
import type { FedexRateReply, FedexRateRequest } from './fedex-rest.types';
import { installErrorHandler } from '../../../http/error-handler';
import { installInputGuards } from '../../../http/input-guards';

/** The mock speaks FedEx's protocol: raw HTTP against it, as any FedEx client would. */

let now = Date.parse('2025-03-14T15:00:00Z');
let mock: RunningFedexMock;

useMockServer(
  () => startFedexMockServer({ now: () => now, tokenTtlSeconds: 3599 }),
  (started) => (mock = started),
  { keepEvents: true },
);

function tokenRequest(
  form: Record<string, string>,
  contentType = 'application/x-www-form-urlencoded',
) {
  return fetch(`${mock.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: contentType.includes('json')
      ? JSON.stringify(form)
      : new URLSearchParams(form).toString(),
  });
}

async function token(): Promise<string> {
  const res = await tokenRequest({ grant_type: 'client_credentials', ...pick(DEMO) });
  return ((await res.json()) as { access_token: string }).access_token;
}

const pick = ({ client_id, client_secret }: typeof DEMO) => ({ client_id, client_secret });

async function rate(body: unknown, bearer?: string, locale = 'en_US') {
  const res = await fetch(`${mock.url}/rate/v1/rates/quotes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${bearer ?? (await token())}`,
      'x-locale': locale,
      'x-customer-transaction-id': 'order-123',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The recorded request, changed where a test says. */
function shipment(change: (r: FedexRateRequest) => void = () => {}): FedexRateRequest {
  const request = structuredClone(mtyCdmxRequest) as FedexRateRequest;
  change(request);
  return request;
}

const services = (reply: Record<string, unknown>) =>
  ((reply as FedexRateReply).output?.rateReplyDetails ?? []).map((d) => d.serviceType);

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

describe('FedEx mock: prices', () => {
  it('prices Mexico’s services with FedEx’s reply shape, in NMP', async () => {
    const res = await rate(
      shipment((r) => {
        r.requestedShipment.rateRequestType = ['LIST', 'ACCOUNT'];
        for (const item of r.requestedShipment.requestedPackageLineItems) delete item.declaredValue;
      }),
    );
    expect(res.status).toBe(200);
    const reply = res.body as FedexRateReply;
    expect(reply.customerTransactionId).toBe('order-123');
    const saver = reply.output!.rateReplyDetails!.find(
      (d) => d.serviceType === 'FEDEX_EXPRESS_SAVER',
    );
    // 5 kg billable, zone 3: 175.00 + 4 × 19.00 = 251.00; fuel 39.5325 → 39.53; IVA on 290.53
    // = 46.4848 → 46.48. LIST: freight 125 % = 313.75; fuel 49.415625 → 49.42; IVA on 363.17 = 58.1072 → 58.11.
    expect(saver).toEqual({
      serviceType: 'FEDEX_EXPRESS_SAVER',
      serviceName: 'FedEx Economy',
      packagingType: 'YOUR_PACKAGING',
      commit: { dateDetail: { dayOfWeek: 'WED', dayFormat: '2025-03-19T19:00:00' } },
      operationalDetail: {
        transitTime: 'THREE_DAYS',
        commitDate: '2025-03-19T19:00:00',
        deliveryDay: 'WED',
      },
      serviceDescription: { serviceType: 'FEDEX_EXPRESS_SAVER', description: 'FedEx Economy' },
      ratedShipmentDetails: [
        expect.objectContaining({
          rateType: 'ACCOUNT',
          ratedWeightMethod: 'ACTUAL',
          totalBaseCharge: 251,
          totalNetFedExCharge: 290.53,
          totalNetCharge: 337.01,
          currency: 'NMP',
          shipmentRateDetail: expect.objectContaining({
            rateZone: '3',
            totalBillingWeight: { units: 'KG', value: 5 },
            taxes: [{ type: 'VAT', description: 'IVA', amount: 46.48 }],
          }),
        }),
        expect.objectContaining({
          rateType: 'LIST',
          totalBaseCharge: 313.75,
          totalNetCharge: 421.28,
        }),
      ],
    });
  });

  it('prices a declared value (FedEx’s insurance) at 1 %, taxed, and refuses more than it insures', async () => {
    // The recorded request declares 750.01 + 750.00: DECLARED_VALUE 15.00 beside fuel 39.53;
    // IVA on 251.00 + 39.53 + 15.00 = 305.53 is 48.8848 → 48.88; total 354.41.
    const res = await rate(shipment());
    const saver = (res.body as FedexRateReply).output!.rateReplyDetails!.find(
      (d) => d.serviceType === 'FEDEX_EXPRESS_SAVER',
    )!;
    const account = saver.ratedShipmentDetails![0]!;
    expect(account.shipmentRateDetail?.surCharges).toEqual([
      { type: 'FUEL', description: 'Fuel Surcharge', amount: 39.53 },
      { type: 'DECLARED_VALUE', description: 'Declared value', amount: 15 },
    ]);
    expect(account.totalNetCharge).toBe(354.41);
    expect(mock.state.events.at(-1)).toMatchObject({ type: 'rate', declared_value_cents: 150_001 });

    const tooMuch = await rate(
      shipment((r) => {
        r.requestedShipment.requestedPackageLineItems[0]!.declaredValue = {
          amount: 100_000.01,
          currency: 'NMP',
        };
      }),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([
      expect.objectContaining({ code: 'PACKAGE.DECLAREDVALUE.EXCEEDED' }),
    ]);
  });

  it.each([
    // same first three digits: zone 1
    [
      '64000',
      '64060',
      ['FIRST_OVERNIGHT', 'PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'],
      '1',
    ],
    // Monterrey → San Pedro Garza García, same region: zone 2
    [
      '64000',
      '66220',
      ['FIRST_OVERNIGHT', 'PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'],
      '2',
    ],
    // Guadalajara → Mérida, two regions apart: no First Overnight
    ['44100', '97000', ['PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'], '4'],
    // Tijuana → Mérida, across the country: overnight services thin out
    ['22000', '97000', ['STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'], '5'],
  ])('%s → %s offers %j in zone %s', async (from, to, expected, zone) => {
    const res = await rate(
      shipment((r) => {
        r.requestedShipment.shipper.address.postalCode = from;
        r.requestedShipment.recipient.address.postalCode = to;
      }),
    );
    expect(services(res.body)).toEqual(expected);
    const details = (res.body as FedexRateReply).output!.rateReplyDetails!;
    expect(details.map((d) => d.ratedShipmentDetails![0]!.shipmentRateDetail!.rateZone)).toEqual(
      expected.map(() => zone),
    );
  });

  it('bills the volumetric weight when it is larger', async () => {
    const res = await rate(
      shipment((r) => {
        r.requestedShipment.requestedPackageLineItems = [
          {
            weight: { units: 'KG', value: 1 },
            dimensions: { length: 50, width: 40, height: 30, units: 'CM' },
          },
        ];
      }),
    );
    const detail = (res.body as FedexRateReply).output!.rateReplyDetails![0]!
      .ratedShipmentDetails![0]!;
    // 50 × 40 × 30 / 5000 = 12 kg
    expect(detail.ratedWeightMethod).toBe('DIM');
    expect(detail.shipmentRateDetail!.totalBillingWeight).toEqual({ units: 'KG', value: 12 });
  });

  it('answers international services abroad, without IVA, and refuses abroad-to-abroad', async () => {
    const toUs = await rate(
      shipment(
        (r) => (r.requestedShipment.recipient.address = { countryCode: 'US', postalCode: '78701' }),
      ),
    );
    expect(services(toUs.body)).toEqual(['FEDEX_INTERNATIONAL_PRIORITY', 'INTERNATIONAL_ECONOMY']);
    const detail = (toUs.body as FedexRateReply).output!.rateReplyDetails![0]!
      .ratedShipmentDetails![0]!;
    expect(detail.shipmentRateDetail!.taxes).toEqual([]);
    expect(detail.totalNetCharge).toBe(detail.totalNetFedExCharge);

    const abroad = await rate(
      shipment((r) => {
        r.requestedShipment.shipper.address = { countryCode: 'US', postalCode: '78701' };
        r.requestedShipment.recipient.address = { countryCode: 'CA', postalCode: 'H3N 1S4' };
      }),
    );
    expect(abroad).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'RATE.SERVICE.UNAVAILABLE' }] },
    });
  });

  it('filters by serviceType, and refuses one the route does not have', async () => {
    const one = await rate(
      shipment((r) => (r.requestedShipment.serviceType = 'STANDARD_OVERNIGHT')),
    );
    expect(services(one.body)).toEqual(['STANDARD_OVERNIGHT']);
    const none = await rate(shipment((r) => (r.requestedShipment.serviceType = 'FEDEX_GROUND')));
    expect(none).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'RATE.SERVICE.UNAVAILABLE' }] },
    });
  });

  it('answers the same request with the same prices', async () => {
    const [a, b] = [await rate(shipment()), await rate(shipment())];
    const prices = (r: typeof a) =>
      (r.body as FedexRateReply).output!.rateReplyDetails!.map(
        (d) => d.ratedShipmentDetails![0]!.totalNetCharge,
      );
    expect(prices(a)).toEqual(prices(b));
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
