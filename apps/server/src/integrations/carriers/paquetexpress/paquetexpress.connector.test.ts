import { describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import { PaquetexpressConnector } from './paquetexpress.connector';
import { PX_MOCK_SERVICES } from './paquetexpress.mock-pricing';
import {
  startPaquetexpressMockServer,
  type RunningPaquetexpressMock,
} from './paquetexpress.mock-server';
import { contextFor, party, rateRequest, shipRequest } from './paquetexpress.test-kit';

/** The connector against the running mock over real HTTP: what a merchant sees. */

const STEP_MS = 60_000;
/** The mock's clock: tracking walks (and tokens age) only when a test moves it. */
let clock = Date.now();
let mock: RunningPaquetexpressMock;
const connector = new PaquetexpressConnector();
const ctx = () => contextFor(mock.url);

useMockServer(
  () => startPaquetexpressMockServer({ trackStepMs: STEP_MS, now: () => clock }),
  (started) => (mock = started),
  { keepEvents: true },
);

describe('Paquetexpress rate', () => {
  it('quotes Monterrey 64000 → CDMX 06700 per service, in MXN with IVA and home delivery', async () => {
    const quotes = await connector.rate(ctx(), rateRequest());
    expect(quotes.map((q) => q.service_code)).toEqual(['STD-T', 'SEG-2D', 'SEG-DS']);
    // Zone 5, 2 kg: (95 + 9×2) × 1.60 = 180.80, + EAD 38.00 = 218.80, + IVA 16% = 253.81.
    expect(quotes[0]).toEqual({
      service_code: 'STD-T',
      amount_cents: 25_381,
      currency: 'MXN',
      transit_days: 4,
    });
    expect(quotes.every((q) => q.currency === 'MXN' && q.amount_cents > 0)).toBe(true);
    expect(mock.state.count('login')).toBe(0); // the quoter takes user, password and contract token
  });

  it('prices the volumetric weight when it exceeds the actual one, and only the services asked', async () => {
    const light = await connector.rate(ctx(), rateRequest({ service_codes: ['seg-ds'] }));
    const bulky = await connector.rate(
      ctx(),
      rateRequest({
        service_codes: ['SEG-DS'],
        parcels: [{ weight_kg: 2, length_cm: 50, width_cm: 50, height_cm: 40 }],
      }),
    );
    expect(light.map((q) => q.service_code)).toEqual(['SEG-DS']);
    expect(bulky[0]!.amount_cents).toBeGreaterThan(light[0]!.amount_cents);
  });

  it('refuses a postal code without coverage in Paquetexpress words', async () => {
    await expect(
      connector.rate(
        ctx(),
        rateRequest({ destination: { country_code: 'MX', postal_code: '00100' } }),
      ),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'NO EXISTE COBERTURA PARA CODIGO POSTAL',
      carrierCode: 'PAQUETEXPRESS.44',
    });
  });

  it('offers same-day only within one area', async () => {
    const local = await connector.rate(
      ctx(),
      rateRequest({ destination: { country_code: 'MX', postal_code: '64010' } }),
    );
    expect(local.map((q) => q.service_code)).toEqual(PX_MOCK_SERVICES.map((s) => s.id));
  });
});

describe('Paquetexpress ship, cancel, track and pickup', () => {
  it('buys a waybill with a letter PDF label', async () => {
    const result = await connector.ship(ctx(), shipRequest());
    expect(result.tracking_number).toMatch(/^05\d{9}$/);
    expect(result.label.content_type).toBe('application/pdf');
    expect(result.label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mock.state.waybills.get(result.tracking_number)?.reference).toBe('1042');
    expect(mock.state.events).toContainEqual({
      type: 'label',
      user: 'WSQDESPACHO',
      ok: true,
      detail: 'letter',
    });
  });

  it('buys a waybill with a 4×6 thermal PDF label', async () => {
    const result = await connector.ship(ctx(), shipRequest({ label_format: 'thermal' }));
    expect(result.label).toMatchObject({ format: 'thermal', content_type: 'application/pdf' });
    expect(result.label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mock.state.events).toContainEqual({
      type: 'label',
      user: 'WSQDESPACHO',
      ok: true,
      detail: 'thermal',
    });
  });

  it('buys a waybill with a ZPL label whose Code 128 is the tracking number', async () => {
    const result = await connector.ship(ctx(), shipRequest({ label_format: 'zpl' }));
    const zpl = result.label.bytes.toString('utf8');
    expect(result.label.content_type).toBe('text/plain');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl).toMatch(new RegExp(`\\^BC[^\\n]*\\^FD${result.tracking_number}\\^FS`));
  });

  it('refuses a parcel over 70 kg with Paquetexpress words', async () => {
    const heavy = shipRequest();
    heavy.parcels = [{ ...heavy.parcels[0]!, weight_kg: 71 }];
    await expect(connector.ship(ctx(), heavy)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'PESO EXCEDIDO',
    });
  });

  it('refuses to cancel a waybill already collected', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest({ label_format: 'zpl' }));
    clock += STEP_MS;
    await expect(
      connector.cancel(ctx(), { tracking_number, ship_date: new Date() }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: `La guía ${tracking_number} ya fue recolectada y no puede cancelarse`,
    });
  });

  it('cancels a waybill not yet collected; a second cancel is refused', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest());
    await connector.cancel(ctx(), { tracking_number, ship_date: new Date() });
    expect(mock.state.waybills.get(tracking_number)?.cancelledAt).not.toBeNull();
    await expect(
      connector.cancel(ctx(), { tracking_number, ship_date: new Date() }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: `La guía ${tracking_number} ya está cancelada`,
    });
  });

  it('tracks a waybill from documented to delivered as time passes', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest());
    const [first] = await connector.track(ctx(), [tracking_number]);
    expect(first).toMatchObject({ tracking_number, status: 'created' });
    clock += STEP_MS * 6; // six steps later (the 30-second token has expired meanwhile)
    const [last, unknown] = await connector.track(ctx(), [tracking_number, '05000000000']);
    expect(last!.status).toBe('delivered');
    expect(last!.events.map((e) => e.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(last!.events.at(-1)!.city).toBe('Ciudad de México'.toUpperCase());
    expect(unknown).toEqual({ tracking_number: '05000000000', status: null, events: [] });
  });

  it('books one pickup order for several waybills of the day', async () => {
    expect(connector.consolidatesPickups).toBe(true);
    const a = await connector.ship(ctx(), shipRequest());
    const b = await connector.ship(ctx(), shipRequest());
    const result = await connector.pickup(ctx(), {
      tracking_number: a.tracking_number,
      tracking_numbers: [a.tracking_number, b.tracking_number],
      origin: party(),
      parcels: [shipRequest().parcels[0]!, shipRequest().parcels[0]!],
      date: '2026-11-30',
      from: '10:00',
      to: '14:00',
      time_zone: 'America/Mexico_City',
    });
    expect(result.reference_number).toMatch(/^OR053\d{9}$/);
    expect(mock.state.orders.get(result.reference_number)?.waybills).toEqual([
      a.tracking_number,
      b.tracking_number,
    ]);
  });

  it('refuses a pickup on a Sunday in Paquetexpress words', async () => {
    const a = await connector.ship(ctx(), shipRequest());
    await expect(
      connector.pickup(ctx(), {
        tracking_number: a.tracking_number,
        origin: party(),
        parcels: [],
        date: '2026-11-29',
        from: '10:00',
        to: '14:00',
        time_zone: 'America/Mexico_City',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', message: 'No hay recolección en fin de semana' });
  });
});
