import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorContext, RateRequest } from '../carrier-connector';
import { CarssaConnector } from './carssa.connector';
import {
  CARSSA_MOCK_DEMO_CREDENTIALS,
  mockPlugin,
  startCarssaMockServer,
  type RunningCarssaMock,
} from './carssa.mock-server';

/** Contract tests: the Carssa connector against its mock over real HTTP (our own contract). */
let mock: RunningCarssaMock;
const connector = new CarssaConnector((input, init) => fetch(input, init));

const ctx = (over: Record<string, string> = {}, signal = AbortSignal.timeout(5000)) =>
  ({
    settings: { ...CARSSA_MOCK_DEMO_CREDENTIALS, base_url: mock.url, ...over },
    environment: 'sandbox',
    signal,
  }) satisfies ConnectorContext;

const rate: RateRequest = {
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '06700' },
  parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date('2026-11-27T12:00:00Z'),
};

beforeAll(async () => {
  mock = await startCarssaMockServer({ maxDelayMs: 5000 });
});
afterAll(() => mock?.close());

describe('Carssa rate (Cotizar)', () => {
  it('prices both services in centavos and keeps only the ones asked for', async () => {
    const all = await connector.rate(ctx(), rate);
    expect(all).toEqual([
      { service_code: 'TERRESTRE', amount_cents: 16200, currency: 'MXN', transit_days: 4 },
      { service_code: 'EXPRESS', amount_cents: 28800, currency: 'MXN', transit_days: 1 },
    ]);
    const some = await connector.rate(ctx(), { ...rate, service_codes: ['express'] });
    expect(some.map((q) => q.service_code)).toEqual(['EXPRESS']);
  });

  it("turns faults into the product's errors with Carssa's words", async () => {
    await expect(connector.rate(ctx({ password: 'mala' }), rate)).rejects.toMatchObject({
      kind: 'auth',
      message: 'Usuario, contraseña o cuenta inválidos',
      carrierCode: 'AUTH-001',
    });
    await expect(
      connector.rate(ctx(), { ...rate, destination: { country_code: 'MX', postal_code: '1' } }),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'VAL-010' });
    await expect(connector.rate(ctx({ account: '000000503' }), rate)).rejects.toMatchObject({
      kind: 'unavailable',
      carrierCode: 'SRV-503',
    });
    await expect(connector.rate(ctx({ base_url: '' }), rate)).rejects.toMatchObject({
      kind: 'config',
    });
  });

  it('gives up at the deadline, and the slow mock sees the client leave', async () => {
    await expect(
      connector.rate(ctx({ account: '700003000' }, AbortSignal.timeout(200)), rate),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await expect
      .poll(() => mock.state.events.map((e) => e.type), { timeout: 4000 })
      .toContain('Cotizar_aborted');
  });
});

describe('Carssa test connection', () => {
  it('sends a sample Cotizar with the stored credentials and records the exchange', async () => {
    const result = await connector.testConnection(ctx());
    expect(result).toMatchObject({ ok: true, message: null });
    const [exchange] = result.exchanges;
    expect(exchange?.request.url).toBe(`${mock.url}/CarssaService`);
    expect(exchange?.request.headers.soapaction).toBe('"urn:despacho:carssa:guias:v1#Cotizar"');
    expect(exchange?.request.body).toContain('<car:Usuario>despacho-demo</car:Usuario>');
    expect(exchange?.response?.status).toBe(200);
    const refused = await connector.testConnection(ctx({ password: 'mala' }));
    expect(refused).toMatchObject({ ok: false, message: 'Usuario, contraseña o cuenta inválidos' });
    expect(refused.exchanges[0]?.response?.status).toBe(500);
  });

  it('XML: the example hides the credentials; sent back, it is filled in and a label returns', async () => {
    const example = connector.xmlTest.example(ctx());
    expect(example).toContain('<car:Password>*****</car:Password>');
    expect(example).not.toContain(CARSSA_MOCK_DEMO_CREDENTIALS.password);
    const sent = await connector.xmlTest.send(ctx(), example);
    expect(sent.message).toBeNull();
    expect(sent.ok).toBe(true);
    expect(sent.label?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sent.exchanges[0]?.request.body).toContain(
      `<car:Password>${CARSSA_MOCK_DEMO_CREDENTIALS.password}</car:Password>`,
    );
    const bad = await connector.xmlTest.send(
      ctx(),
      example.replace('<car:Servicio>TERRESTRE', '<car:Servicio>NOCTURNO'),
    );
    expect(bad).toMatchObject({ ok: false, label: null });
    expect(bad.message).toMatch(/Servicio desconocido/);
    const quote = await connector.xmlTest.send(
      ctx(),
      (await connector.testConnection(ctx())).exchanges[0]!.request.body,
    );
    expect(quote).toMatchObject({ ok: true, label: null });
    expect(mock.state.events.at(-1)).toMatchObject({ type: 'Cotizar', authorized: true });
    const notSoap = await connector.xmlTest.send(ctx(), '<guia/>');
    expect(notSoap).toMatchObject({ ok: false, exchanges: [] });
  });

  it('the mock refuses to exist in production', () => {
    expect(() => mockPlugin({ mode: 'production' })).toThrow(/never runs in production/);
  });
});
