import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-connector';
import cancelReply from './fixtures/cancel-reply.json';
import notCancelledReply from './fixtures/cancel-reply.not-cancelled.json';
import cancelRequest from './fixtures/cancel-request.json';
import { carmen, luis, shipMtyCdmx } from './fixtures/canonical';
import pdfReply from './fixtures/ship-reply.pdf.json';
import urlOnlyReply from './fixtures/ship-reply.url-only.json';
import zplReply from './fixtures/ship-reply.zpl.json';
import letterRequest from './fixtures/ship-request.mty-cdmx-letter.json';
import {
  buildFedexCancelRequest,
  buildFedexShipRequest,
  fedexPartyOf,
  parseFedexCancelReply,
  parseFedexShipReply,
  streetLinesOf,
} from './fedex-rest.ship-mapper';

const settings = { accountNumber: '510087020', pickupType: 'DROPOFF_AT_FEDEX_LOCATION' as const };

describe('buildFedexShipRequest', () => {
  it('builds the recorded POST /ship/v1/shipments body from the canonical request', () => {
    expect(buildFedexShipRequest(shipMtyCdmx(), settings)).toEqual(letterRequest);
  });

  it.each([
    ['letter', { imageType: 'PDF', labelStockType: 'PAPER_LETTER' }],
    ['thermal', { imageType: 'PDF', labelStockType: 'STOCK_4X6' }],
    ['zpl', { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' }],
  ] as const)('asks for a %s label as %j', (format, specification) => {
    const body = buildFedexShipRequest(shipMtyCdmx({ label_format: format }), settings);
    expect(body.requestedShipment.labelSpecification).toEqual(specification);
  });

  it('dates the shipment by the shipper’s calendar (shipDatestamp), not UTC', () => {
    // 21:30 on the 14th in Monterrey is already the 15th in UTC.
    const late = shipMtyCdmx({ ship_date: new Date('2025-03-15T03:30:00Z') });
    expect(buildFedexShipRequest(late, settings).requestedShipment.shipDatestamp).toBe(
      '2025-03-14',
    );
    expect(
      buildFedexShipRequest(late, settings, { timeZone: 'UTC' }).requestedShipment.shipDatestamp,
    ).toBe('2025-03-15');
  });

  it('sends documents as a FedEx Envelope without sizes, and no empty fields', () => {
    const doc = {
      weight_kg: 0.2,
      length_cm: 30,
      width_cm: 22,
      height_cm: 1,
      parcel_type: 'doc' as const,
      contents: ' ',
      declared_value_cents: 0,
    };
    const body = buildFedexShipRequest(shipMtyCdmx({ parcels: [doc], reference: '' }), settings);
    expect(body.requestedShipment.packagingType).toBe('FEDEX_ENVELOPE');
    expect(body.requestedShipment.requestedPackageLineItems).toEqual([
      { sequenceNumber: 1, groupPackageCount: 1, weight: { units: 'KG', value: 0.2 } },
    ]);
  });

  it('declares to FedEx the value it insures, per parcel, and numbers the packages', () => {
    const box = shipMtyCdmx().parcels[0]!;
    const uninsured = { ...box, weight_kg: 1.001, insured_value_cents: 0 };
    const body = buildFedexShipRequest(shipMtyCdmx({ parcels: [box, uninsured] }), settings);
    const items = body.requestedShipment.requestedPackageLineItems;
    expect(body.requestedShipment.totalPackageCount).toBe(2);
    expect(items.map((i) => [i.sequenceNumber, i.weight.value, i.declaredValue])).toEqual([
      [1, 2.5, { amount: 1500, currency: 'NMP' }],
      [2, 1.01, undefined],
    ]);
  });

  it('refuses a shipment without parcels as rejected', () => {
    expect(() => buildFedexShipRequest(shipMtyCdmx({ parcels: [] }), settings)).toThrow(
      expect.objectContaining({ kind: 'rejected' }),
    );
  });
});

describe('FedEx parties', () => {
  it('puts street, number and interior on one line and the colonia on the next', () => {
    expect(streetLinesOf(carmen)).toEqual(['Av. Constitución 1500 Int. Local 4', 'Centro']);
    expect(streetLinesOf({ ...luis, neighborhood: null })).toEqual(['Calle Colima 220']);
  });

  it('wraps a long street over two lines of at most 35 characters before the colonia', () => {
    const long = {
      ...carmen,
      street: 'Boulevard Antonio L. Rodríguez Poniente',
      number: '3000',
      interior_number: 'Piso 12',
    };
    const lines = streetLinesOf(long);
    expect(lines).toEqual([
      'Boulevard Antonio L. Rodríguez',
      'Poniente 3000 Int. Piso 12',
      'Centro',
    ]);
    expect(lines.every((l) => l.length <= 35)).toBe(true);
  });

  it('sends state codes only where FedEx uses them, and the phone as digits', () => {
    const texan = { ...luis, country_code: 'US', state_code: 'tx', postal_code: '78701' };
    expect(fedexPartyOf(texan).address.stateOrProvinceCode).toBe('TX');
    expect(fedexPartyOf(carmen).address).not.toHaveProperty('stateOrProvinceCode');
    expect(fedexPartyOf(carmen).contact.phoneNumber).toBe('8112345678');
  });
});

describe('parseFedexShipReply', () => {
  it('reads the master tracking number and decodes the PDF label', () => {
    const result = parseFedexShipReply(pdfReply, 'letter');
    expect(result).toMatchObject({
      tracking_number: '794953535000',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794953535000',
      label: { format: 'letter', content_type: 'application/pdf' },
    });
    expect(result.label.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('reads a ZPL label as text, and the piece’s number when there is no master', () => {
    const result = parseFedexShipReply(zplReply, 'zpl');
    expect(result.tracking_number).toBe('794953535000');
    expect(result.label.format).toBe('zpl');
    expect(result.label.content_type).toBe('text/plain');
    expect(result.label.bytes.toString('utf8')).toMatch(/^\^XA\n[\s\S]*\^XZ\n$/);
  });

  it('joins the ZPL labels of every piece into one print job', () => {
    const reply = structuredClone(zplReply);
    const piece = reply.output.transactionShipments[0]!.pieceResponses[0]!;
    reply.output.transactionShipments[0]!.pieceResponses.push({
      ...piece,
      trackingNumber: '794953535011',
      packageSequenceNumber: 2,
    });
    const zpl = parseFedexShipReply(reply, 'zpl').label.bytes.toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
  });

  it.each([
    ['a URL instead of the label', urlOnlyReply, 'without a label'],
    ['no shipment', { output: { transactionShipments: [] } }, 'without a shipment'],
    ['nothing readable', 'maintenance', 'without a shipment'],
    [
      'no tracking number',
      { output: { transactionShipments: [{ pieceResponses: [{}] }] } },
      'without a tracking number',
    ],
  ])('a reply with %s is "unavailable"', (_case, body, words) => {
    expect(() => parseFedexShipReply(body, 'letter')).toThrow(
      expect.objectContaining({ kind: 'unavailable', message: expect.stringContaining(words) }),
    );
  });

  it('a label that is not the PDF it claims to be is "unavailable"', () => {
    const reply = structuredClone(pdfReply);
    const doc = reply.output.transactionShipments[0]!.pieceResponses[0]!.packageDocuments[0]!;
    doc.encodedLabel = Buffer.from('<html>oops</html>').toString('base64');
    expect(() => parseFedexShipReply(reply, 'letter')).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });
});

describe('cancel', () => {
  it('builds the recorded PUT /ship/v1/shipments/cancel body', () => {
    const request = { tracking_number: ' 794953535000 ', ship_date: new Date() };
    expect(buildFedexCancelRequest(request, settings)).toEqual(cancelRequest);
  });

  it('accepts FedEx’s cancelledShipment: true', () => {
    expect(() => parseFedexCancelReply(cancelReply)).not.toThrow();
  });

  it('a reply that did not cancel is "rejected" in FedEx’s words', () => {
    let error: unknown;
    try {
      parseFedexCancelReply(notCancelledReply);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({
      kind: 'rejected',
      carrierCode: 'SHIPMENT.CANCEL.NOTALLOWED',
      message: 'The shipment has already been tendered to FedEx and cannot be cancelled.',
    });
  });

  it('an unreadable reply is "unavailable"', () => {
    expect(() => parseFedexCancelReply({})).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
    expect(() => parseFedexCancelReply({ output: {} })).toThrow(
      expect.objectContaining({ kind: 'rejected', message: 'FedEx did not cancel the shipment' }),
    );
  });
});
