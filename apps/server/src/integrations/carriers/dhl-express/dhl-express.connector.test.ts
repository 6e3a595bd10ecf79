import { describe, expect, it } from 'vitest';
import { CarrierError, type ConnectorContext, type RateRequest } from '../carrier-connector';
import { BOX_2_5_KG, mockContext, rateMtyCdmx, useMockServer } from '../connector-test-kit';
import { dhlExpressIntegration } from './dhl-express.integration';
import { DhlExpressConnector } from './dhl-express.connector';
import {
  DHL_MOCK_DEMO_CREDENTIALS as DEMO,
  startDhlMockServer,
  type RunningDhlMock,
} from './dhl-express.mock-server';

/** Rating, failure modes and the connection test: the connector against the mock over HTTP. */

let mock: RunningDhlMock;
const connector = new DhlExpressConnector();
useMockServer(startDhlMockServer, (started) => (mock = started));

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
  mockContext({ ...DEMO, base_url: mock.url, ...settings }, signal);

// Monterrey Centro → Roma Norte: the mock's zone 3 (first digits 6 and 0).
const request = (over: Partial<RateRequest> = {}): RateRequest =>
  rateMtyCdmx(
    {
      parcels: [
        // 2.5 kg actual (1.8 kg volumetric) + 1.2 kg → 3.7 kg → 4 kg billable
        BOX_2_5_KG,
        { weight_kg: 1.2, length_cm: 26, width_cm: 10, height_cm: 9 },
      ],
      ship_date: new Date('2026-11-24T18:00:00Z'),
    },
    over,
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a CarrierError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CarrierError);
      return error as CarrierError;
    },
  );

describe('DhlExpressConnector rating against the mock DHL', () => {
  it('quotes N, G and I from 64000 to 06700 in MXN centavos with transit days', async () => {
    // Zone 3, 4 kg: freight + 15 % fuel + 16 % IVA, e.g. N = 290 + 3 × 40 = 410.00,
    // fuel 61.50, IVA on 471.50 = 75.44, total 546.94.
    expect(await connector.rate(ctx(), request())).toEqual([
      { service_code: 'N', amount_cents: 54_694, currency: 'MXN', transit_days: 2 },
      { service_code: 'G', amount_cents: 36_285, currency: 'MXN', transit_days: 4 },
      { service_code: 'I', amount_cents: 89_645, currency: 'MXN', transit_days: 2 },
    ]);
    expect(mock.state.events).toEqual([
      { type: 'rate', account: DEMO.account_number, status: 200, insured_cents: 0 },
    ]);
  });

  it('keeps only the services the tenant sells', async () => {
    const quotes = await connector.rate(ctx(), request({ service_codes: ['g'] }));
    expect(quotes.map((q) => q.service_code)).toEqual(['G']);
  });

  it('asks DHL to insure the insured value (II) and gets it priced', async () => {
    // Insurance 1.5 % of MXN 10,000 = 150.00: N = (410 + 61.50 + 150) × 1.16 = 720.94
    const quotes = await connector.rate(
      ctx(),
      request({
        service_codes: ['N'],
        declared_value_cents: 1_000_000,
        insured_value_cents: 1_000_000,
      }),
    );
    expect(quotes).toEqual([
      { service_code: 'N', amount_cents: 72_094, currency: 'MXN', transit_days: 2 },
    ]);
    expect(mock.state.events[0]).toMatchObject({ insured_cents: 1_000_000 });
  });

  it('quotes Express Worldwide abroad, declared for customs', async () => {
    const quotes = await connector.rate(
      ctx(),
      request({ destination: { country_code: 'US', postal_code: '10001', city: 'New York' } }),
    );
    expect(quotes).toEqual([
      { service_code: 'P', amount_cents: 204_700, currency: 'MXN', transit_days: 3 },
    ]);
  });

  it("reports a postal code DHL refuses as rejected, in DHL's words", async () => {
    const error = await failure(
      connector.rate(ctx(), request({ destination: { country_code: 'MX', postal_code: '0670' } })),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      '410301: The destination postal code 0670 is not a 5-digit Mexican postal code',
    );
    expect(error.carrierCode).toBe('DHL.410301');
  });

  it('reports an unserved postal code range as rejected', async () => {
    const error = await failure(
      connector.rate(ctx(), request({ origin: { country_code: 'MX', postal_code: '00500' } })),
    );
    expect(error).toMatchObject({ kind: 'rejected', carrierCode: 'DHL.410303' });
  });

  it('reports a piece over 70 kg as rejected with the schema detail', async () => {
    const error = await failure(
      connector.rate(
        ctx(),
        request({ parcels: [{ weight_kg: 80, length_cm: 50, width_cm: 50, height_cm: 50 }] }),
      ),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('#/packages/0/weight: expected maximum: 70, actual: 80');
  });
});

describe('DhlExpressConnector failure modes', () => {
  it.each([
    ['000000401', 'auth', 'Invalid Credentials'],
    [
      '000000500',
      'unavailable',
      '999: Process failure occurred. Process ID associated for that transaction',
    ],
    ['000000503', 'unavailable', 'The service is temporarily unavailable, try again later'],
    ['000000200', 'unavailable', 'DHL answered with an unreadable reply'],
  ])('account %s → %s', async (account, kind, message) => {
    const error = await failure(connector.rate(ctx({ account_number: account }), request()));
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
  });

  it('a wrong password is an auth error', async () => {
    const error = await failure(connector.rate(ctx({ password: 'nope' }), request()));
    expect(error).toMatchObject({ kind: 'auth', message: 'Invalid Credentials' });
  });

  it('a missing setting is a config error, before any call', async () => {
    const error = await failure(connector.rate(ctx({ password: '' }), request()));
    expect(error).toMatchObject({ kind: 'config', message: 'Missing DHL settings: password' });
    expect(mock.state.events).toEqual([]);
  });

  it('an unreachable host is unavailable', async () => {
    const error = await failure(connector.rate(ctx({ base_url: 'http://127.0.0.1:9' }), request()));
    expect(error.kind).toBe('unavailable');
  });

  it('slow mode answers after the delay', async () => {
    const started = Date.now();
    const quotes = await connector.rate(ctx({ account_number: '700000300' }), request());
    expect(quotes).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(mock.state.events[0]).toEqual({ type: 'rate_delayed', account: '700000300', ms: 300 });
  });

  it('slow mode cut by the deadline is a timeout, and the mock sees the abort', async () => {
    const error = await failure(
      connector.rate(ctx({ account_number: '700005000' }, AbortSignal.timeout(150)), request()),
    );
    expect(error.kind).toBe('timeout');
    await expect
      .poll(() => mock.state.events.map((e) => e.type))
      .toEqual(['rate_delayed', 'rate_aborted']);
  });
});

describe('DhlExpressConnector test connection', () => {
  it('sends a one-piece GET /rates with the stored credentials and shows the exchange', async () => {
    const result = await connector.testConnection(ctx());
    expect(result).toMatchObject({ ok: true, message: null });
    expect(result.exchanges).toHaveLength(1);
    const [exchange] = result.exchanges;
    expect(exchange?.request.method).toBe('GET');
    expect(exchange?.request.url).toContain(
      `${mock.url}/rates?accountNumber=${DEMO.account_number}`,
    );
    expect(exchange?.request.headers['x-version']).toBe('3.1.0');
    expect(exchange?.request.headers.authorization).toMatch(/^Basic /);
    expect(exchange?.response?.status).toBe(200);
  });

  it("reports refused credentials with DHL's words and the 401 exchange", async () => {
    const result = await connector.testConnection(ctx({ username: 'someone-else' }));
    expect(result.ok).toBe(false);
    expect(result.message).toBe('Invalid Credentials');
    expect(result.exchanges[0]?.response?.status).toBe(401);
  });

  it('reports missing settings without calling DHL', async () => {
    const result = await connector.testConnection(ctx({ account_number: '' }));
    expect(result).toEqual({
      ok: false,
      message: 'Missing DHL settings: account_number',
      exchanges: [],
    });
  });
});

describe('dhlExpressIntegration', () => {
  it('declares DHL, its hosts, its capabilities and a demo carrier on the mock', async () => {
    expect(dhlExpressIntegration.providerCode).toBe('DHL');
    expect(dhlExpressIntegration.knownHosts).toEqual(['express.api.dhl.com']);
    expect(dhlExpressIntegration.demo.settings).toEqual(DEMO);
    const made = dhlExpressIntegration.createConnector((input, init) => fetch(input, init));
    expect(made).toMatchObject({ consolidatesPickups: true, pickupWeekdays: [1, 2, 3, 4, 5] });
    expect(made.cancel).toBeUndefined();
    const quotes = await made.rate(ctx(), request({ service_codes: ['N'] }));
    expect(quotes).toHaveLength(1);
    expect(() => dhlExpressIntegration.mockPlugin({ mode: 'production' })).toThrow(
      /never runs in production/,
    );
  });

  it('talks to the real sandbox by default (no base_url)', async () => {
    const urls: string[] = [];
    const made = dhlExpressIntegration.createConnector(async (input) => {
      urls.push(String(input));
      return new Response('{"products":[]}', { status: 200 });
    });
    const settings = { ...DEMO };
    await made.rate(
      { settings, environment: 'sandbox', signal: new AbortController().signal },
      request(),
    );
    await made.rate(
      { settings, environment: 'production', signal: new AbortController().signal },
      request(),
    );
    expect(urls).toEqual([
      'https://express.api.dhl.com/mydhlapi/test/rates',
      'https://express.api.dhl.com/mydhlapi/rates',
    ]);
  });
});
