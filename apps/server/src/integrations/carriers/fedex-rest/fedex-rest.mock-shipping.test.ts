import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pickupRequest from './fixtures/pickup-request.mty.json';
import rateRequest from './fixtures/rate-request.mty-cdmx.json';
import shipRequest from './fixtures/ship-request.mty-cdmx-letter.json';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  FedexMockState,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';
import type { FedexShipReply, FedexShipRequest } from './fedex-rest.ship-types';
import type { FedexTrackReply } from './fedex-rest.track-types';
import type { FedexRateReply } from './fedex-rest.types';

/** The mock's Ship, Track and Pickup APIs over raw HTTP, as any FedEx client would see them. */

let now = Date.parse('2025-03-14T18:00:00Z');
let mock: RunningFedexMock;
let bearer: string;

beforeAll(async () => {
  mock = await startFedexMockServer({
    now: () => now,
    state: new FedexMockState({ firstSerial: 1_000_000 }),
  });
  const res = await fetch(`${mock.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEMO.client_id,
      client_secret: DEMO.client_secret,
    }).toString(),
  });
  bearer = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => mock.close());
beforeEach(() => {
  now = Date.parse('2025-03-14T18:00:00Z');
});

async function call(method: 'POST' | 'PUT', path: string, body: unknown, token = bearer) {
  const res = await fetch(`${mock.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-locale': 'en_US',
      'x-customer-transaction-id': 'order-7',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ship = (change: (r: FedexShipRequest) => void = () => {}) => {
  const request = structuredClone(shipRequest) as FedexShipRequest;
  change(request);
  return call('POST', '/ship/v1/shipments', request);
};
const codes = (body: Record<string, unknown>) =>
  (body.errors as { code: string }[] | undefined)?.map((e) => e.code);
const shipmentOf = (body: Record<string, unknown>) =>
  (body as FedexShipReply).output!.transactionShipments![0]!;

describe('FedEx mock: ship', () => {
  it('answers FedEx’s shape: master number, a labelled piece, the charge the rate quoted', async () => {
    const quote = await call('POST', '/rate/v1/rates/quotes', {
      ...rateRequest,
      requestedShipment: {
        ...rateRequest.requestedShipment,
        requestedPackageLineItems: [shipRequest.requestedShipment.requestedPackageLineItems[0]],
      },
    });
    const quoted = (quote.body as FedexRateReply).output!.rateReplyDetails!.find(
      (d) => d.serviceType === 'STANDARD_OVERNIGHT',
    )!.ratedShipmentDetails![0]!.totalNetCharge;
    const res = await ship();
    expect(res.status).toBe(200);
    expect(res.body.customerTransactionId).toBe('order-7');
    const shipment = shipmentOf(res.body);
    expect(shipment).toMatchObject({
      masterTrackingNumber: expect.stringMatching(/^7949\d{8}$/),
      serviceType: 'STANDARD_OVERNIGHT',
      shipDatestamp: '2025-03-14',
      completedShipmentDetail: {
        carrierCode: 'FDXE',
        shipmentRating: { shipmentRateDetails: [{ totalNetCharge: quoted, currency: 'NMP' }] },
      },
    });
    const [piece] = shipment.pieceResponses!;
    expect(piece).toMatchObject({
      trackingNumber: shipment.masterTrackingNumber,
      customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: '1042' }],
      packageDocuments: [{ contentType: 'LABEL', docType: 'PDF' }],
    });
    const label = Buffer.from(piece!.packageDocuments![0]!.encodedLabel!, 'base64');
    expect(label.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('issues a number and a label per package, the first being the master', async () => {
    const res = await ship((r) => {
      const [item] = r.requestedShipment.requestedPackageLineItems;
      r.requestedShipment.requestedPackageLineItems.push({ ...item!, sequenceNumber: 2 });
      r.requestedShipment.labelSpecification = { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' };
    });
    const shipment = shipmentOf(res.body);
    const numbers = shipment.pieceResponses!.map((p) => p.trackingNumber);
    expect(new Set(numbers).size).toBe(2);
    expect(numbers[0]).toBe(shipment.masterTrackingNumber);
    const zpl = shipment.pieceResponses!.map((p) =>
      Buffer.from(p.packageDocuments![0]!.encodedLabel!, 'base64').toString('utf8'),
    );
    expect(zpl.map((z) => /PKG \d OF \d/.exec(z)?.[0])).toEqual(['PKG 1 OF 2', 'PKG 2 OF 2']);
  });

  it.each<[string, (r: FedexShipRequest) => void, string[]]>([
    ['no account', (r) => (r.accountNumber.value = ''), ['ACCOUNT.NUMBER.REQUIRED']],
    ['no recipient', (r) => (r.requestedShipment.recipients = []), ['RECIPIENTS.REQUIRED']],
    ['no service', (r) => (r.requestedShipment.serviceType = ''), ['SERVICETYPE.REQUIRED']],
    [
      'an unknown service',
      (r) => (r.requestedShipment.serviceType = 'FEDEX_TELEPORT'),
      ['SERVICETYPE.INVALID'],
    ],
    [
      'no weight',
      (r) =>
        delete (r.requestedShipment.requestedPackageLineItems[0] as { weight?: unknown }).weight,
      ['PACKAGE.WEIGHT.INVALID'],
    ],
    [
      'a recipient without phone or street',
      (r) => {
        r.requestedShipment.recipients[0]!.contact.phoneNumber = '';
        r.requestedShipment.recipients[0]!.address.streetLines = [];
      },
      ['RECIPIENT.PHONENUMBER.INVALID', 'RECIPIENT.STREETLINES.INVALID'],
    ],
    [
      'a PNG label (the mock draws PDF and ZPL)',
      (r) => ((r.requestedShipment.labelSpecification as { imageType: string }).imageType = 'PNG'),
      ['LABELSPECIFICATION.IMAGETYPE.INVALID'],
    ],
    [
      'a ship date 11 days ahead',
      (r) => (r.requestedShipment.shipDatestamp = '2025-03-25'),
      ['SHIPDATESTAMP.INVALID'],
    ],
    [
      'recipient postal code 00000',
      (r) => (r.requestedShipment.recipients[0]!.address.postalCode = '00000'),
      ['RECIPIENT.POSTALCODE.INVALID'],
    ],
  ])('refuses %s with 400 %j', async (_case, change, expected) => {
    const before = mock.state.shipments.size;
    const res = await ship(change);
    expect(res.status).toBe(400);
    expect(codes(res.body)).toEqual(expected);
    expect(mock.state.shipments.size).toBe(before);
  });

  it('ships a past-dated request today, as FedEx does', async () => {
    const res = await ship((r) => (r.requestedShipment.shipDatestamp = '2025-03-01'));
    expect(shipmentOf(res.body).shipDatestamp).toBe('2025-03-14');
  });

  it('wants a valid token, and honours the failing accounts', async () => {
    expect((await call('POST', '/ship/v1/shipments', shipRequest, 'made-up')).status).toBe(401);
    const res = await ship((r) => (r.accountNumber.value = '000000401'));
    expect(res).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'NOT.AUTHORIZED.ERROR' }] },
    });
  });
});

describe('FedEx mock: cancel', () => {
  it('checks the tracking number, then cancels once, then refuses as already cancelled', async () => {
    const bad = await call('PUT', '/ship/v1/shipments/cancel', {
      accountNumber: { value: DEMO.account_number },
      trackingNumber: 'abc',
    });
    expect(codes(bad.body)).toEqual(['TRACKINGNUMBER.ENTERED.INVALID']);
    const number = shipmentOf((await ship()).body).masterTrackingNumber;
    const cancel = () =>
      call('PUT', '/ship/v1/shipments/cancel', {
        accountNumber: { value: DEMO.account_number },
        trackingNumber: number,
        deletionControl: 'DELETE_ALL_PACKAGES',
      });
    expect(await cancel()).toMatchObject({
      status: 200,
      body: { output: { cancelledShipment: true, successMessage: 'Success' } },
    });
    expect(await cancel()).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'SHIPMENT.CANCEL.ALREADYCANCELLED' }] },
    });
  });
});

describe('FedEx mock: track', () => {
  const track = (numbers: string[]) =>
    call('POST', '/track/v1/trackingnumbers', {
      trackingInfo: numbers.map((trackingNumber) => ({ trackingNumberInfo: { trackingNumber } })),
      includeDetailedScans: true,
    });

  it('answers each number: known ones with scans newest first, others with an error', async () => {
    const number = shipmentOf((await ship()).body).masterTrackingNumber!;
    now += 2 * 60_000;
    const res = await track([number, '794800000000', '']);
    const results = (res.body as FedexTrackReply).output!.completeTrackResults!;
    expect(results.map((r) => r.trackingNumber)).toEqual([number, '794800000000', '']);
    const [known, unknown, empty] = results.map((r) => r.trackResults![0]!);
    expect(known!.scanEvents!.map((e) => e.eventType)).toEqual(['AR', 'PU', 'OC']);
    expect(known!.latestStatusDetail).toMatchObject({ code: 'AR', derivedCode: 'IT' });
    expect(known!.scanEvents![0]).toMatchObject({
      date: '2025-03-14T12:02:00-06:00',
      scanLocation: { city: 'MONTERREY', postalCode: '64000', countryCode: 'MX' },
    });
    expect(unknown!.error?.code).toBe('TRACKING.TRACKINGNUMBER.NOTFOUND');
    expect(empty!.error?.code).toBe('TRACKING.TRACKINGNUMBER.EMPTY');
  });

  it('refuses more than 30 numbers, or none', async () => {
    const many = Array.from({ length: 31 }, (_, i) => String(794800000000 + i));
    expect(codes((await track(many)).body)).toEqual(['TRACKINGNUMBER.LIMIT.EXCEEDED']);
    expect((await track([])).status).toBe(400);
  });
});

describe('FedEx mock: pickup', () => {
  const book = (change: (r: typeof pickupRequest) => void = () => {}) => {
    const request = structuredClone(pickupRequest);
    change(request);
    return call('POST', '/pickup/v1/pickups', request);
  };
  const cancelPickup = (code: string, scheduledDate = '2025-03-17') =>
    call('PUT', '/pickup/v1/pickups/cancel', {
      associatedAccountNumber: { value: DEMO.account_number },
      pickupConfirmationCode: code,
      carrierCode: 'FDXE',
      scheduledDate,
      location: 'MTYA',
    });

  it('books a pickup at the origin’s station, and cancels it once', async () => {
    const res = await book();
    expect(res).toMatchObject({
      status: 200,
      body: {
        output: { pickupConfirmationCode: expect.stringMatching(/^MTY\d+$/), location: 'MTYA' },
      },
    });
    const code = (res.body.output as { pickupConfirmationCode: string }).pickupConfirmationCode;
    expect(await cancelPickup(code)).toMatchObject({
      status: 200,
      body: { output: { pickupConfirmationCode: code } },
    });
    expect(codes((await cancelPickup(code)).body)).toEqual(['PICKUP.ALREADY.CANCELLED']);
    expect(codes((await cancelPickup(code, '2025-03-18')).body)).toEqual([
      'PICKUP.SCHEDULEDDATE.MISMATCH',
    ]);
    expect((await cancelPickup('MTY9')).status).toBe(404);
  });

  it.each<[string, (r: typeof pickupRequest) => void, string]>([
    [
      'a ready time that is not one',
      (r) => (r.originDetail.readyDateTimestamp = '2025-03-17 9am'),
      'PICKUP.READYDATETIME.INVALID',
    ],
    [
      'a day gone by',
      (r) => (r.originDetail.readyDateTimestamp = '2025-03-10T09:00:00Z'),
      'PICKUP.READYDATETIME.INVALID',
    ],
    [
      'a Saturday (couriers collect Monday to Friday)',
      (r) => (r.originDetail.readyDateTimestamp = '2025-03-22T09:00:00Z'),
      'PICKUP.DATE.UNAVAILABLE',
    ],
    [
      'a close time before the ready time',
      (r) => (r.originDetail.customerCloseTime = '08:00:00'),
      'PICKUP.CLOSETIME.INVALID',
    ],
    [
      'a close time that is not one',
      (r) => (r.originDetail.customerCloseTime = '12:00'),
      'PICKUP.CLOSETIME.INVALID',
    ],
    [
      'another carrier',
      (r) => ((r as { carrierCode: string }).carrierCode = 'UPS'),
      'CARRIERCODE.INVALID',
    ],
  ])('refuses %s', async (_case, change, code) => {
    const res = await book(change);
    expect(res.status).toBe(400);
    expect(codes(res.body)).toEqual([code]);
  });
});
