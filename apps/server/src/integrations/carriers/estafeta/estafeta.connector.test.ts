import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer, zplCode128 } from '../connector-test-kit';
import type { EstafetaConnector } from './estafeta.connector';
import { estafetaIntegration } from './estafeta.integration';
import {
  ESTAFETA_MOCK_DEMO_CREDENTIALS as DEMO,
  startEstafetaMockServer,
  type RunningEstafetaMock,
} from './estafeta.mock-server';
import { estafetaCtx, rateRequest, shipRequest } from './estafeta.test-fixtures';

/** The connector over real HTTP against the mock Estafeta on an ephemeral port. */

const START = Date.parse('2026-11-27T16:00:00Z');
const STEP = 60_000;
let clock = START;
let mock: RunningEstafetaMock;
let connector: EstafetaConnector;

useMockServer(
  () => startEstafetaMockServer({ now: () => clock, trackStepMs: STEP }),
  (started) => (mock = started),
);
beforeEach(() => {
  clock = START;
  connector = estafetaIntegration.createConnector((input, init) =>
    fetch(input, init),
  ) as EstafetaConnector;
});

const ctx = (settings: Record<string, string> = {}) => estafetaCtx(mock.url, settings);

describe('EstafetaConnector against the mock Estafeta', () => {
  it('names its provider, settings and pickup days; has no cancel call', () => {
    expect(connector.providerCode).toBe('Estafeta');
    expect(connector.requiredSettings).toEqual([
      'api_key',
      'api_secret',
      'customer_number',
      'suscriber_id',
      'sales_organization',
    ]);
    expect(connector.pickupWeekdays).toEqual([1, 2, 3, 4, 5]);
    expect('cancel' in connector).toBe(false);
  });

  it('prices 64000 → 06700 in MXN centavos, one token for several calls', async () => {
    // Zone 4 (× 1.45), 3 kg: 70 = (180 + 2 × 28) × 1.45 = 342.20, fuel 34.22, VAT 60.23 → 436.65.
    expect(await connector.rate(ctx(), rateRequest())).toEqual([
      { service_code: '70', amount_cents: 43_665, currency: 'MXN', transit_days: 1 },
      { service_code: '60', amount_cents: 35_894, currency: 'MXN', transit_days: 2 },
      { service_code: 'D0', amount_cents: 27_753, currency: 'MXN', transit_days: 4 },
    ]);
    const only = await connector.rate(ctx(), rateRequest({ service_codes: ['d0'] }));
    expect(only.map((q) => q.service_code)).toEqual(['D0']);
    expect(mock.state.events.filter((e) => e.type === 'token')).toHaveLength(1);
  });

  it('prices the insured value Estafeta is asked to insure', async () => {
    // 70 again, plus 2 % of 1,000.00 = 20.00 insurance: VAT on 396.42 = 63.43 → 459.85.
    const quotes = await connector.rate(
      ctx(),
      rateRequest({ declared_value_cents: 100_000, insured_value_cents: 100_000 }),
    );
    expect(quotes[0]).toEqual({
      service_code: '70',
      amount_cents: 45_985,
      currency: 'MXN',
      transit_days: 1,
    });
  });

  it("passes on Estafeta's refusal of a destination without coverage", async () => {
    const request = rateRequest({ destination: { country_code: 'MX', postal_code: '00000' } });
    await expect(connector.rate(ctx(), request)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'No existe cobertura para el código postal destino',
    });
    const bad = rateRequest({ origin: { country_code: 'MX', postal_code: '640' } });
    await expect(connector.rate(ctx(), bad)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'El código postal de origen no es válido',
      carrierCode: 'ESTAFETA.101',
    });
  });

  it('buys a letter PDF label for a 22-character waybill', async () => {
    const result = await connector.ship(ctx(), shipRequest());
    expect(result.tracking_number).toMatch(/^\d{10}70\d{10}$/);
    expect(result.label).toMatchObject({ format: 'letter', content_type: 'application/pdf' });
    expect(result.label.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const page = (await PDFDocument.load(result.label.bytes)).getPage(0).getSize();
    expect(page).toEqual({ width: 612, height: 792 });
    expect(mock.state.events.at(-1)).toMatchObject({
      type: 'label',
      output_type: 'FILE_PDF',
      waybill: result.tracking_number,
    });
  });

  it('buys a 4×6 thermal PDF and a ZPL label with the waybill in its barcode', async () => {
    const thermal = await connector.ship(ctx(), shipRequest({ label_format: 'thermal' }));
    const page = (await PDFDocument.load(thermal.label.bytes)).getPage(0).getSize();
    expect(page).toEqual({ width: 288, height: 432 });
    expect(mock.state.events.at(-1)).toMatchObject({ output_type: 'FILE_PDF_SC' });

    const zpl = await connector.ship(
      ctx(),
      shipRequest({ label_format: 'zpl', service_code: 'D0' }),
    );
    expect(zpl.label.content_type).toBe('text/plain');
    const text = zpl.label.bytes.toString('utf8');
    expect(text).toMatch(/^\^XA/);
    expect(text).toContain(zplCode128(zpl.tracking_number));
    expect(mock.state.events.at(-1)).toMatchObject({ output_type: 'FILE_THERMAL_SEQUENCE' });
  });

  it("passes on Estafeta's refusal of a label in its words", async () => {
    const request = shipRequest();
    request.destination.postal_code = '00000';
    await expect(connector.ship(ctx(), request)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'El código postal destino no tiene cobertura',
      carrierCode: 'ESTAFETA.130',
    });
  });

  it('tracks a waybill from documented to delivered; unknown numbers answer null', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest());
    const [first, unknown] = await connector.track(ctx(), [tracking_number, '9'.repeat(22)]);
    expect(first).toMatchObject({ tracking_number, status: 'created' });
    expect(unknown).toEqual({ tracking_number: '9'.repeat(22), status: null, events: [] });
    clock += 2 * STEP;
    expect((await connector.track(ctx(), [tracking_number]))[0]?.status).toBe('in_transit');
    clock += 10 * STEP;
    const [done] = await connector.track(ctx(), [tracking_number]);
    expect(done?.status).toBe('delivered');
    expect(done?.events).toEqual([
      expect.objectContaining({
        status: 'delivered',
        code: 'ENT',
        description: 'Entregado',
        occurred_at: new Date(START + 4 * STEP),
        city: 'Ciudad de México',
      }),
    ]);
  });

  it('books a pickup and gets its folio; a Sunday is refused in Estafeta words', async () => {
    const { origin } = shipRequest();
    const pickup = {
      tracking_number: 'W1',
      origin,
      parcels: [{ weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10 }],
      date: '2026-11-30',
      from: '09:00',
      to: '13:00',
      time_zone: 'America/Monterrey',
    };
    const booked = await connector.pickup(ctx(), pickup);
    expect(booked).toEqual({
      reference_number: expect.stringMatching(/^R\d{8}$/),
      location: '640',
    });
    expect(mock.state.pickups.get(booked.reference_number)).toEqual({
      date: '2026-11-30',
      customer: DEMO.customer_number,
    });
    await expect(connector.pickup(ctx(), { ...pickup, date: '2026-11-29' })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'No hay recolecciones en domingo',
    });
  });

  it('tests the connection with the token call, showing the exchange', async () => {
    const ok = await connector.testConnection(ctx());
    expect(ok).toMatchObject({ ok: true, message: null });
    expect(ok.exchanges).toHaveLength(1);
    expect(ok.exchanges[0]?.request).toMatchObject({
      method: 'POST',
      url: `${mock.url}/auth/oauth/v2/token`,
      body: 'grant_type=client_credentials&scope=execute',
    });
    expect(ok.exchanges[0]?.response?.status).toBe(200);

    const refused = await connector.testConnection(ctx({ api_secret: 'wrong' }));
    expect(refused).toMatchObject({
      ok: false,
      message: 'The given client credentials were not valid',
    });
    expect(refused.exchanges[0]?.response?.status).toBe(401);
  });
});
