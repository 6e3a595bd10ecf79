import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectorContext, RateRequest } from '../carrier-connector';
import { ConnectorRegistry } from '../connector-registry';
import { closedMockUrl, mockContext, rateMtyCdmx, useMockServer } from '../connector-test-kit';
import { FedexRestClient } from './fedex-rest.client';
import { FedexRestConnector } from './fedex-rest.connector';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';

/** The connector over real HTTP against the mock FedEx on an ephemeral port. */

let mock: RunningFedexMock;
let connector: FedexRestConnector;

useMockServer(startFedexMockServer, (started) => (mock = started));
beforeEach(() => {
  mock.state.revokeTokens();
  connector = new FedexRestConnector(new FedexRestClient());
});

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
  mockContext({ ...DEMO, base_url: mock.url, ...settings }, signal);

// Monterrey Centro → Roma Norte: the mock's zone 3 (northeast → center); 3 kg + 2 kg billable.
const request = (over: Partial<RateRequest> = {}): RateRequest =>
  rateMtyCdmx({ ship_date: new Date('2025-03-14T18:00:00Z') }, over);

describe('FedexRestConnector against the mock FedEx', () => {
  it('serves provider FedexRest and names its required settings', () => {
    const registry = new ConnectorRegistry().register(connector);
    expect(registry.get('FedexRest')).toBe(connector);
    expect(connector.requiredSettings).toEqual(['client_id', 'client_secret', 'account_number']);
  });

  it('prices every service to the centavo, with transit days', async () => {
    // 5 kg billable, zone 3. Freight = first kg + 4 × each further kg; fuel 15.75 % and IVA 16 %
    // each rounded half up: e.g. STANDARD_OVERNIGHT 245.00 + 4 × 27.00 = 353.00, fuel 55.5975 →
    // 55.60, IVA on 408.60 = 65.376 → 65.38, total 473.98.
    expect(await connector.rate(ctx(), request())).toEqual([
      { service_code: 'FIRST_OVERNIGHT', amount_cents: 79_757, currency: 'MXN', transit_days: 1 },
      {
        service_code: 'PRIORITY_OVERNIGHT',
        amount_cents: 60_018,
        currency: 'MXN',
        transit_days: 1,
      },
      {
        service_code: 'STANDARD_OVERNIGHT',
        amount_cents: 47_398,
        currency: 'MXN',
        transit_days: 1,
      },
      {
        service_code: 'FEDEX_EXPRESS_SAVER',
        amount_cents: 33_701,
        currency: 'MXN',
        transit_days: 3,
      },
    ]);
  });

  it('returns only the service codes the tenant sells', async () => {
    const quotes = await connector.rate(
      ctx(),
      request({ service_codes: ['FEDEX_EXPRESS_SAVER', 'standard_overnight', 'FEDEX_GROUND'] }),
    );
    expect(quotes.map((q) => q.service_code)).toEqual([
      'STANDARD_OVERNIGHT',
      'FEDEX_EXPRESS_SAVER',
    ]);
  });

  it('asks for a token once and reuses it for later rates', async () => {
    for (let i = 0; i < 3; i++) await connector.rate(ctx(), request());
    expect(mock.state.count('token')).toBe(1);
    expect(mock.state.count('rate')).toBe(3);
  });

  it('shares one token request among concurrent rates', async () => {
    await Promise.all(Array.from({ length: 5 }, () => connector.rate(ctx(), request())));
    expect(mock.state.count('token')).toBe(1);
    expect(mock.state.count('rate')).toBe(5);
  });

  it('renews a token FedEx stopped honouring, once, and carries on', async () => {
    await connector.rate(ctx(), request());
    mock.state.revokeTokens();
    expect(await connector.rate(ctx(), request())).toHaveLength(4);
    expect(mock.state.events.map((e) => [e.type, 'status' in e ? e.status : null])).toEqual([
      ['token', null],
      ['rate', 200],
      ['rate', 401],
      ['token', null],
      ['rate', 200],
    ]);
  });

  it('gives up as "auth" when the renewed token is refused too', async () => {
    const error = await connector
      .rate(ctx({ account_number: '000000401' }), request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', carrierCode: 'NOT.AUTHORIZED.ERROR' });
    expect(mock.state.count('token')).toBe(2);
    expect(mock.state.count('rate')).toBe(2);
  });

  it('a wrong secret is "auth" with FedEx’s words, without the secret and without rating', async () => {
    const secret = 'wrong-secret-3f9a';
    const error = await connector
      .rate(ctx({ client_secret: secret }), request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'CarrierError',
      kind: 'auth',
      carrierCode: 'NOT.AUTHORIZED.ERROR',
      message:
        'The given client credentials were not valid. Please modify your request and try again.',
    });
    expect(JSON.stringify(error) + String(error)).not.toContain(secret);
    expect(mock.state.events).toEqual([
      { type: 'token', client_id: DEMO.client_id, granted: false },
    ]);
  });

  it('a slow FedEx is a "timeout" at the deadline, and the abort reaches the connection', async () => {
    // Account 700030000 makes the mock wait 30 s (the test's own timeout) before answering; the
    // deadline passes once the request is at the mock, whatever the machine's speed.
    const deadline = new AbortController();
    const pending = connector.rate(
      ctx({ account_number: '700030000' }, deadline.signal),
      request(),
    );
    await vi.waitFor(() =>
      expect(mock.state.events).toContainEqual({
        type: 'rate_delayed',
        account: '700030000',
        ms: 30_000,
      }),
    );
    deadline.abort();
    await expect(pending).rejects.toMatchObject({
      kind: 'timeout',
      message: 'FedEx did not answer before the deadline',
    });
    // Only a client that closed the connection is recorded this way.
    await vi.waitFor(() =>
      expect(mock.state.events).toContainEqual({ type: 'rate_aborted', account: '700030000' }),
    );
  });

  it('a deadline already passed asks FedEx nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(connector.rate(ctx({}, controller.signal), request())).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(mock.state.events).toEqual([]);
  });

  it.each([
    ['000000500', 'INTERNAL.SERVER.ERROR'],
    ['000000503', 'SERVICE.UNAVAILABLE.ERROR'],
  ])('account %s (FedEx failing) is "unavailable" with code %s', async (account, code) => {
    await expect(connector.rate(ctx({ account_number: account }), request())).rejects.toMatchObject(
      { kind: 'unavailable', carrierCode: code },
    );
    expect(mock.state.count('rate')).toBe(1);
  });

  it('an HTML page instead of JSON is "unavailable"', async () => {
    await expect(
      connector.rate(ctx({ account_number: '000000200' }), request()),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('FedEx’s validation errors are "rejected" with its message, and are not retried', async () => {
    const bad = request({ destination: { country_code: 'MX', postal_code: '0670' } });
    await expect(connector.rate(ctx(), bad)).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'COUNTRY.POSTALCODE.INVALID',
      // x-locale es_MX unless the carrier's `locale` setting says otherwise
      message: 'El código postal "0670" no es válido para el país MX.',
    });
    expect(mock.state.count('rate')).toBe(1);
  });

  it('FedEx words its refusals in the carrier’s locale', async () => {
    const heavy = request({
      parcels: [{ weight_kg: 70, length_cm: 50, width_cm: 50, height_cm: 50 }],
    });
    await expect(connector.rate(ctx({ locale: 'es_MX' }), heavy)).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'PACKAGE.WEIGHT.EXCEEDED',
      message: 'El paquete 1 excede el límite de 68 kg por paquete.',
    });
    await expect(connector.rate(ctx({ locale: 'en_US' }), heavy)).rejects.toMatchObject({
      message: 'Package 1 exceeds the 68 kg limit per package.',
    });
  });

  it('a missing setting is "config" before any request', async () => {
    const context = ctx();
    const settings = { ...context.settings, account_number: ' ', client_secret: '' };
    await expect(connector.rate({ ...context, settings }, request())).rejects.toMatchObject({
      kind: 'config',
      message: 'Missing FedEx settings: client_secret, account_number',
    });
    expect(mock.state.events).toEqual([]);
  });

  it('a FedEx nobody answers at is "unavailable"', async () => {
    const closedUrl = await closedMockUrl(startFedexMockServer);
    await expect(connector.rate(ctx({ base_url: closedUrl }), request())).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});
