import { describe, expect, it } from 'vitest';
import type { ConnectorContext, RateRequest } from '../carrier-connector';
import { closedMockUrl, mockContext, rateMtyCdmx, useMockServer } from '../connector-test-kit';
import { DrenvioConnector } from './drenvio.connector';
import {
  DRENVIO_MOCK_DEMO_TOKEN,
  startDrenvioMockServer,
  type RunningDrenvioMock,
} from './drenvio.mock-server';

/** The connector over real HTTP against the mock DrEnvío on an ephemeral port. */

let mock: RunningDrenvioMock;
const connector = new DrenvioConnector((input, init) => fetch(input, init));
useMockServer(startDrenvioMockServer, (started) => (mock = started));

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
  mockContext({ token: DRENVIO_MOCK_DEMO_TOKEN, base_url: mock.url, ...settings }, signal);

// Monterrey Centro → Roma Norte: the mock's zone 4 (first digits 6 and 0); 3 kg + 2 kg billable.
const request = (over: Partial<RateRequest> = {}): RateRequest =>
  rateMtyCdmx({ ship_date: new Date('2026-11-27T18:00:00Z') }, over);

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('DrenvioConnector rates against the mock DrEnvío', () => {
  it('prices every offer of the usual carriers in MXN centavos with transit days', async () => {
    // 5 kg billable, zone 4: first kg + 4 further kg, e.g. J&T 133.40 + 4 × 9 = 169.40.
    expect(await connector.rate(ctx(), request())).toEqual([
      { service_code: 'estafeta:ground', amount_cents: 20_800, currency: 'MXN', transit_days: 5 },
      { service_code: 'estafeta:express', amount_cents: 31_700, currency: 'MXN', transit_days: 2 },
      { service_code: 'fedex:ground', amount_cents: 23_600, currency: 'MXN', transit_days: 5 },
      { service_code: 'fedex:express', amount_cents: 34_500, currency: 'MXN', transit_days: 2 },
      { service_code: 'ampm:ground', amount_cents: 18_500, currency: 'MXN', transit_days: 6 },
      { service_code: 'jtexpress:ground', amount_cents: 16_940, currency: 'MXN', transit_days: 6 },
      { service_code: 'dhl:express', amount_cents: 36_800, currency: 'MXN', transit_days: 2 },
    ]);
    expect(mock.state.events).toEqual([
      {
        type: 'rate',
        status: 200,
        carriers: ['fedex', 'estafeta', 'ampm', 'jtexpress', 'dhl'],
        insurance: 0,
      },
    ]);
  });

  it('asks only the carriers of the offers the tenant sells and answers those offers', async () => {
    const quotes = await connector.rate(
      ctx(),
      request({ service_codes: ['AMPM:ground', 'estafeta:express'], insured_value_cents: 100_000 }),
    );
    // 2 % of the insured 1,000.00 pesos is added by the mock.
    expect(quotes).toEqual([
      { service_code: 'estafeta:express', amount_cents: 33_700, currency: 'MXN', transit_days: 2 },
      { service_code: 'ampm:ground', amount_cents: 20_500, currency: 'MXN', transit_days: 6 },
    ]);
    expect(mock.state.events[0]).toMatchObject({ carriers: ['ampm', 'estafeta'], insurance: 1000 });
  });

  it('reports DrEnvío’s refusal of a postal code in its own words', async () => {
    const refused = connector.rate(
      ctx(),
      request({ destination: { country_code: 'MX', postal_code: '00000' } }),
    );
    await expect(refused).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Código postal sin cobertura',
      carrierCode: 'SHIPMENTS.POSTAL_CODE.NOT_COVERED',
    });
  });
});

describe('DrenvioConnector failures', () => {
  it.each([
    ['an unknown token', 'not-a-real-token', 'auth', 'Token inválido o expirado'],
    ['fail-500', 'fail-500', 'unavailable', 'Error interno del servidor, intenta más tarde'],
    ['fail-503', 'fail-503', 'unavailable', 'Servicio no disponible temporalmente'],
    ['fail-html', 'fail-html', 'unavailable', 'Dr. Envío answered with an unreadable reply'],
  ])('%s → %s', async (_name, token, kind, message) => {
    await expect(connector.rate(ctx({ token }), request())).rejects.toMatchObject({
      name: 'CarrierError',
      kind,
      message,
    });
  });

  it('a missing token or a bad base_url is "config", before any call', async () => {
    await expect(connector.rate(ctx({ token: ' ' }), request())).rejects.toMatchObject({
      kind: 'config',
      message: 'Missing Dr. Envío settings: token',
    });
    await expect(connector.rate(ctx({ base_url: 'ftp://x' }), request())).rejects.toMatchObject({
      kind: 'config',
    });
    expect(mock.state.events).toEqual([]);
  });

  it('an unreachable host is "unavailable"', async () => {
    const closedUrl = await closedMockUrl(startDrenvioMockServer);
    await expect(connector.rate(ctx({ base_url: closedUrl }), request())).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('a slow answer cut by the caller’s deadline is "timeout", and the mock sees the abort', async () => {
    const started = Date.now();
    const slow = connector.rate(ctx({ token: 'slow-5000' }, AbortSignal.timeout(200)), request());
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await waitFor(() => mock.state.events.some((e) => e.type === 'rate_aborted'))).toBe(
      true,
    );
    expect(mock.state.events[0]).toEqual({ type: 'rate_delayed', ms: 5000 });
  });

  it('a slow answer within the deadline is served', async () => {
    const quotes = await connector.rate(ctx({ token: 'slow-50' }), request());
    expect(quotes).toHaveLength(7);
  });
});

describe('DrenvioConnector connection test', () => {
  it('is ok with the demo token and shows the one-parcel quote as it went on the wire', async () => {
    const result = await connector.testConnection(ctx());
    expect(result).toMatchObject({ ok: true, message: null });
    expect(result.exchanges).toHaveLength(1);
    const [exchange] = result.exchanges;
    expect(exchange?.request).toMatchObject({
      method: 'POST',
      url: `${mock.url}/v2/shipments/rate`,
    });
    expect(exchange?.request.headers.authorization).toBe(`Bearer ${DRENVIO_MOCK_DEMO_TOKEN}`);
    expect(JSON.parse(exchange?.request.body ?? '')).toMatchObject({
      origin: { postal_code: '64000' },
      destination: { postal_code: '06700' },
      packages: [{ weight: 1, main_weight: 1 }],
    });
    expect(exchange?.response?.status).toBe(200);
  });

  it('is refused with DrEnvío’s words and the 401 exchange for a wrong token', async () => {
    const result = await connector.testConnection(ctx({ token: 'expired-token' }));
    expect(result.ok).toBe(false);
    expect(result.message).toBe('Token inválido o expirado');
    expect(result.exchanges[0]?.response?.status).toBe(401);
  });
});
