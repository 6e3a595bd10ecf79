import { describe, expect, it } from 'vitest';
import type { CarrierConnector, ConnectorContext, RateRequest } from '../carrier-connector';
import { carrierErrorDetail } from '../carrier-error-text';
import { mockContext, rateMtyCdmx, useMockServer } from '../connector-test-kit';
import { RedpackConnector } from './redpack.connector';
import {
  REDPACK_MOCK_DEMO_CREDENTIALS as DEMO,
  startRedpackMockServer,
  type RunningRedpackMock,
} from './redpack.mock-server';

/** The connector over real HTTP against the mock RedpackWS on an ephemeral port. */

let mock: RunningRedpackMock;
const connector = new RedpackConnector();
useMockServer(startRedpackMockServer, (started) => (mock = started));

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
  mockContext({ pin: DEMO.pin, user_id: DEMO.user_id, base_url: mock.url, ...settings }, signal);

// Monterrey Centro → Roma Norte: the mock's zone 3 (norte → centro); 3 kg + 2 kg billable.
const request = (over: Partial<RateRequest> = {}): RateRequest =>
  rateMtyCdmx({ ship_date: new Date() }, over);

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { kind: string; message: string; carrierCode?: string };
  }
  throw new Error('expected a CarrierError');
};

describe('RedpackConnector against the mock RedpackWS', () => {
  it('prices Express and Ecoexpress to the centavo in MXN, with transit days', async () => {
    // 5 kg, zone 3. EXPRESS 220.00 + 4 × 28.00 = 332.00, fuel 33.20, IVA on 365.20 = 58.43 →
    // 423.63; ECOEXPRESS 160.00 + 4 × 19.00 = 236.00, fuel 23.60, IVA 41.54 → 301.14.
    expect(await connector.rate(ctx(), request())).toEqual([
      { service_code: 'EXPRESS', amount_cents: 42_363, currency: 'MXN', transit_days: 2 },
      { service_code: 'ECOEXPRESS', amount_cents: 30_114, currency: 'MXN', transit_days: 4 },
    ]);
    expect(mock.state.events).toEqual([
      { type: 'cotizacionNacional', user_id: DEMO.user_id, estatus: 1 },
    ]);
  });

  it('offers Metropolitano within one city and keeps only the codes the tenant sells', async () => {
    const local = request({ origin: { country_code: 'MX', postal_code: '06600' } });
    expect((await connector.rate(ctx(), local)).map((q) => q.service_code)).toEqual([
      'EXPRESS',
      'ECOEXPRESS',
      'METROPOLITANO',
    ]);
    const sold = await connector.rate(ctx(), request({ service_codes: ['ecoexpress', 'X'] }));
    expect(sold.map((q) => q.service_code)).toEqual(['ECOEXPRESS']);
  });

  it('quotes nothing outside Mexico, without asking Redpack', async () => {
    const abroad = request({ destination: { country_code: 'US', postal_code: '78701' } });
    expect(await connector.rate(ctx(), abroad)).toEqual([]);
    expect(mock.state.events).toEqual([]);
  });

  it("reports Redpack's refusal of a postal code or a weight as rejected, in its words", async () => {
    const noCoverage = await failure(
      connector.rate(ctx(), request({ destination: { country_code: 'MX', postal_code: '00000' } })),
    );
    expect(noCoverage).toMatchObject({
      kind: 'rejected',
      message: 'CÓDIGO POSTAL DESTINO SIN COBERTURA: 00000',
      carrierCode: 'REDPACK.ESTATUS.12',
    });
    expect(carrierErrorDetail(noCoverage)).toBe(
      'the carrier refused this shipment: CÓDIGO POSTAL DESTINO SIN COBERTURA: 00000 (REDPACK.ESTATUS.12)',
    );
    const heavy = request({
      parcels: [{ weight_kg: 71, length_cm: 10, width_cm: 10, height_cm: 10 }],
    });
    expect(await failure(connector.rate(ctx(), heavy))).toMatchObject({
      kind: 'rejected',
      message: 'EL PESO DEL PAQUETE EXCEDE EL MÁXIMO PERMITIDO (70 KG)',
    });
  });

  it.each([
    ['a wrong PIN', { pin: 'otro' }, 'auth', 'PIN INVÁLIDO PARA EL USUARIO 2601'],
    ['a production PIN on QA', { pin: 'PROD x' }, 'auth', 'EL PIN NO CORRESPONDE AL AMBIENTE QA'],
    ['user 401', { user_id: '401' }, 'auth', /^ACCESO DENEGADO/],
    ['user 500', { user_id: '500' }, 'unavailable', 'Redpack answered HTTP 500'],
    ['user 503', { user_id: '503' }, 'unavailable', 'Redpack answered HTTP 503'],
    [
      'user 200 (HTML)',
      { user_id: '200' },
      'unavailable',
      'Redpack answered with an unreadable reply',
    ],
    ['no server', { base_url: 'http://127.0.0.1:9' }, 'unavailable', /could not be reached/],
    ['no PIN', { pin: '' }, 'config', 'Missing Redpack settings: pin'],
  ])('maps %s to %s', async (_name, settings, kind, message) => {
    const error = await failure(connector.rate(ctx(settings), request()));
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
  });

  it('gives up at the deadline on a slow Redpack, and the mock sees the abort', async () => {
    const started = Date.now();
    const error = await failure(
      connector.rate(ctx({ user_id: '70005000' }, AbortSignal.timeout(200)), request()),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => mock.state.count('aborted')).toBe(1);
    expect(mock.state.events[0]).toEqual({
      type: 'delayed',
      operation: 'cotizacionNacional',
      user_id: '70005000',
      ms: 5000,
    });
  });

  it('answers a slow Redpack that replies within the deadline', async () => {
    const quotes = await connector.rate(
      ctx({ user_id: '7000150' }, AbortSignal.timeout(3_000)),
      request(),
    );
    expect(quotes).toHaveLength(2);
  });

  it('tests the connection with a coverage call and shows the raw exchange', async () => {
    const ok = await connector.testConnection(ctx());
    expect(ok).toMatchObject({ ok: true, message: null });
    expect(ok.exchanges).toHaveLength(1);
    expect(ok.exchanges[0]!.request).toMatchObject({
      method: 'POST',
      url: `${mock.url}/RedpackAPI_WS/services/RedpackWS`,
      headers: { soapaction: '"urn:coberturaNacional"' },
    });
    expect(ok.exchanges[0]!.request.body).toContain(`<ws:PIN>QA ${DEMO.pin}</ws:PIN>`);
    expect(ok.exchanges[0]!.response?.body).toContain('<ax21:estatus>1</ax21:estatus>');

    const refused = await connector.testConnection(ctx({ pin: 'otro' }));
    expect(refused).toMatchObject({ ok: false, message: 'PIN INVÁLIDO PARA EL USUARIO 2601' });
    expect(refused.exchanges[0]!.response?.status).toBe(500);
    expect(await connector.testConnection(ctx({ user_id: '' }))).toEqual({
      ok: false,
      message: 'Missing Redpack settings: user_id',
      exchanges: [],
    });
  });

  it('declares no cancel (RedpackWS has none) and collects Monday to Friday', () => {
    expect((connector as CarrierConnector).cancel).toBeUndefined();
    expect(connector.requiredSettings).toEqual(['pin', 'user_id']);
    expect(connector.pickupWeekdays).toEqual([1, 2, 3, 4, 5]);
  });
});
