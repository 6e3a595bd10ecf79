import { beforeEach, describe, expect, it, vi } from 'vitest';
import { barcodesOn, zplCode128 } from '../connector-test-kit';
import { shipMtyCdmx } from './fixtures/canonical';
import { FedexRestClient } from './fedex-rest.client';
import { FedexRestConnector } from './fedex-rest.connector';
import { START, useFedexMock } from './fedex-rest.connector-test-kit';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  type RunningFedexMock,
} from './fedex-rest.mock-server';
import { fedexCheckDigit } from './fedex-rest.mock-state';

/** Labels and cancellations over real HTTP against the mock FedEx. */

let now = START;
let mock: RunningFedexMock;
let connector: FedexRestConnector;

const ctx = useFedexMock(
  () => now,
  (started) => (mock = started),
);
beforeEach(() => {
  now = START;
  connector = new FedexRestConnector(new FedexRestClient(), { now: () => new Date(now) });
});

const mediaBox = (pdf: Buffer) =>
  /\/MediaBox \[([\d. ]+)\]/.exec(pdf.toString('latin1'))?.[1]?.split(' ').map(Number);

describe('ship', () => {
  it('buys a letter label: a PDF whose barcode reads the new tracking number', async () => {
    const result = await connector.ship(ctx(), shipMtyCdmx());
    expect(result.tracking_number).toMatch(/^7949\d{8}$/);
    const number = result.tracking_number;
    expect(Number(number.slice(11))).toBe(fedexCheckDigit(number.slice(0, 11)));
    expect(result.tracking_url).toBe(`https://www.fedex.com/fedextrack/?trknbr=${number}`);
    expect(result.label).toMatchObject({ format: 'letter', content_type: 'application/pdf' });
    expect(result.label.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(mediaBox(result.label.bytes)).toEqual([0, 0, 612, 792]);
    expect(await barcodesOn(result.label.bytes)).toEqual([number]);
    expect(mock.state.events.filter((e) => e.type === 'ship')).toEqual([
      {
        type: 'ship',
        account: DEMO.account_number,
        status: 200,
        tracking_number: number,
        service_type: 'STANDARD_OVERNIGHT',
        reference: '1042',
        image_type: 'PDF',
        declared_value_cents: 150_000,
      },
    ]);
  });

  it('FedEx refuses to insure more than it covers: the label is not bought, in FedEx’s words', async () => {
    const box = shipMtyCdmx().parcels[0]!;
    await expect(
      connector.ship(
        ctx(),
        shipMtyCdmx({ parcels: [{ ...box, insured_value_cents: 10_000_001 }] }),
      ),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'PACKAGE.DECLAREDVALUE.EXCEEDED' });
  });

  it('a thermal label is a 4×6 in PDF; a zpl label is ZPL II text', async () => {
    const thermal = await connector.ship(ctx(), shipMtyCdmx({ label_format: 'thermal' }));
    expect(mediaBox(thermal.label.bytes)).toEqual([0, 0, 288, 432]);
    expect(await barcodesOn(thermal.label.bytes)).toEqual([thermal.tracking_number]);

    const zpl = await connector.ship(ctx(), shipMtyCdmx({ label_format: 'zpl' }));
    expect(zpl.label).toMatchObject({ format: 'zpl', content_type: 'text/plain' });
    const text = zpl.label.bytes.toString('utf8');
    expect(text.startsWith('^XA')).toBe(true);
    expect(text.trimEnd().endsWith('^XZ')).toBe(true);
    expect(text).toContain(zplCode128(zpl.tracking_number));
    expect(text).toContain('^FDLuis Hernández^FS');
    expect(new Set([thermal.tracking_number, zpl.tracking_number]).size).toBe(2);
  });

  it('a recipient postal code FedEx refuses (00000) is "rejected" in FedEx’s words, after a quote', async () => {
    const farAway = { ...shipMtyCdmx().destination, postal_code: '00000' };
    const quotes = await connector.rate(ctx(), {
      origin: { country_code: 'MX', postal_code: '64000' },
      destination: { country_code: 'MX', postal_code: '00000' },
      parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
      declared_value_cents: 0,
      service_codes: ['STANDARD_OVERNIGHT'],
      ship_date: new Date(now),
    });
    expect(quotes).toHaveLength(1);
    await expect(
      connector.ship(ctx(), shipMtyCdmx({ destination: farAway })),
    ).rejects.toMatchObject({
      name: 'CarrierError',
      kind: 'rejected',
      carrierCode: 'RECIPIENT.POSTALCODE.INVALID',
      message: 'FedEx no entrega en el código postal del destinatario 00000.',
    });
    await expect(
      connector.ship(ctx({ locale: 'en_US' }), shipMtyCdmx({ destination: farAway })),
    ).rejects.toMatchObject({
      message: 'FedEx does not deliver to recipient postal code 00000.',
    });
    expect(mock.state.shipments.size).toBeGreaterThan(0);
    expect([...mock.state.shipments.values()].map((s) => s.destination.postalCode)).not.toContain(
      '00000',
    );
  });

  it('a service that does not run on the route is "rejected"', async () => {
    // FIRST_OVERNIGHT does not reach zone 5 (Tijuana → Mérida).
    const tijuana = { ...shipMtyCdmx().origin, postal_code: '22000', city: 'Tijuana' };
    const merida = { ...shipMtyCdmx().destination, postal_code: '97000', city: 'Mérida' };
    await expect(
      connector.ship(
        ctx(),
        shipMtyCdmx({ origin: tijuana, destination: merida, service_code: 'FIRST_OVERNIGHT' }),
      ),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'SERVICETYPE.NOT.AVAILABLE' });
  });

  it.each([
    ['000000503', 'unavailable', 'SERVICE.UNAVAILABLE.ERROR'],
    ['000000500', 'unavailable', 'INTERNAL.SERVER.ERROR'],
    ['000000403', 'auth', 'FORBIDDEN.ERROR'],
  ])('account %s makes ship "%s" (%s)', async (account, kind, code) => {
    await expect(
      connector.ship(ctx({ account_number: account }), shipMtyCdmx()),
    ).rejects.toMatchObject({ kind, carrierCode: code });
  });

  it('a slow FedEx is a "timeout" at the deadline, and the mock sees the caller leave', async () => {
    const deadline = new AbortController();
    const pending = connector.ship(
      ctx({ account_number: '700030000' }, deadline.signal),
      shipMtyCdmx(),
    );
    await vi.waitFor(() =>
      expect(mock.state.events).toContainEqual({
        type: 'ship_delayed',
        account: '700030000',
        ms: 30_000,
      }),
    );
    deadline.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.waitFor(() =>
      expect(mock.state.events).toContainEqual({ type: 'ship_aborted', account: '700030000' }),
    );
    expect(mock.state.count('ship')).toBe(0);
  });
});

describe('cancel', () => {
  it('voids a label once; a second time is "rejected" with FedEx’s message', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipMtyCdmx());
    const request = { tracking_number, ship_date: new Date(now) };
    await expect(connector.cancel(ctx(), request)).resolves.toBeUndefined();
    await expect(connector.cancel(ctx({ locale: 'en_US' }), request)).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'SHIPMENT.CANCEL.ALREADYCANCELLED',
      message: 'Shipment Delete was requested for a tracking number already in a deleted state.',
    });
    expect(
      mock.state.events.filter((e) => e.type === 'cancel').map((e) => 'status' in e && e.status),
    ).toEqual([200, 400]);
  });

  it('a number FedEx never issued, or another account’s, is "rejected" as not found', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipMtyCdmx());
    for (const [settings, number] of [
      [{}, '794900000000'],
      [{ account_number: '510087099' }, tracking_number],
    ] as const) {
      await expect(
        connector.cancel(ctx(settings), { tracking_number: number, ship_date: new Date(now) }),
      ).rejects.toMatchObject({
        kind: 'rejected',
        carrierCode: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
      });
    }
  });

  it('account 000000503 makes cancel "unavailable"', async () => {
    await expect(
      connector.cancel(ctx({ account_number: '000000503' }), {
        tracking_number: '794900000000',
        ship_date: new Date(now),
      }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
