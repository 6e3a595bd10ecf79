import { describe, expect, it } from 'vitest';
import type { RunningFedexMock } from './fedex-rest.mock-server';
import { services, shipment, useFedexRateMock } from './fedex-rest.mock-rate-kit';
import type { FedexRateReply } from './fedex-rest.types';

/** The mock's prices: FedEx's Rate API over raw HTTP, as any FedEx client would see it. */

const now = Date.parse('2025-03-14T15:00:00Z');
let mock: RunningFedexMock;

const { rate } = useFedexRateMock(
  () => now,
  (started) => (mock = started),
);

describe('FedEx mock: prices', () => {
  it('prices Mexico’s services with FedEx’s reply shape, in NMP', async () => {
    const res = await rate(
      shipment((r) => {
        r.requestedShipment.rateRequestType = ['LIST', 'ACCOUNT'];
        for (const item of r.requestedShipment.requestedPackageLineItems) delete item.declaredValue;
      }),
    );
    expect(res.status).toBe(200);
    const reply = res.body as FedexRateReply;
    expect(reply.customerTransactionId).toBe('order-123');
    const saver = reply.output!.rateReplyDetails!.find(
      (d) => d.serviceType === 'FEDEX_EXPRESS_SAVER',
    );
    // 5 kg billable, zone 3: 175.00 + 4 × 19.00 = 251.00; fuel 39.5325 → 39.53; IVA on 290.53
    // = 46.4848 → 46.48. LIST: freight 125 % = 313.75; fuel 49.415625 → 49.42; IVA on 363.17 = 58.1072 → 58.11.
    expect(saver).toEqual({
      serviceType: 'FEDEX_EXPRESS_SAVER',
      serviceName: 'FedEx Economy',
      packagingType: 'YOUR_PACKAGING',
      commit: { dateDetail: { dayOfWeek: 'WED', dayFormat: '2025-03-19T19:00:00' } },
      operationalDetail: {
        transitTime: 'THREE_DAYS',
        commitDate: '2025-03-19T19:00:00',
        deliveryDay: 'WED',
      },
      serviceDescription: { serviceType: 'FEDEX_EXPRESS_SAVER', description: 'FedEx Economy' },
      ratedShipmentDetails: [
        expect.objectContaining({
          rateType: 'ACCOUNT',
          ratedWeightMethod: 'ACTUAL',
          totalBaseCharge: 251,
          totalNetFedExCharge: 290.53,
          totalNetCharge: 337.01,
          currency: 'NMP',
          shipmentRateDetail: expect.objectContaining({
            rateZone: '3',
            totalBillingWeight: { units: 'KG', value: 5 },
            taxes: [{ type: 'VAT', description: 'IVA', amount: 46.48 }],
          }),
        }),
        expect.objectContaining({
          rateType: 'LIST',
          totalBaseCharge: 313.75,
          totalNetCharge: 421.28,
        }),
      ],
    });
  });

  it('prices a declared value (FedEx’s insurance) at 1 %, taxed, and refuses more than it insures', async () => {
    // The recorded request declares 750.01 + 750.00: DECLARED_VALUE 15.00 beside fuel 39.53;
    // IVA on 251.00 + 39.53 + 15.00 = 305.53 is 48.8848 → 48.88; total 354.41.
    const res = await rate(shipment());
    const saver = (res.body as FedexRateReply).output!.rateReplyDetails!.find(
      (d) => d.serviceType === 'FEDEX_EXPRESS_SAVER',
    )!;
    const account = saver.ratedShipmentDetails![0]!;
    expect(account.shipmentRateDetail?.surCharges).toEqual([
      { type: 'FUEL', description: 'Fuel Surcharge', amount: 39.53 },
      { type: 'DECLARED_VALUE', description: 'Declared value', amount: 15 },
    ]);
    expect(account.totalNetCharge).toBe(354.41);
    expect(mock.state.events.at(-1)).toMatchObject({ type: 'rate', declared_value_cents: 150_001 });

    const tooMuch = await rate(
      shipment((r) => {
        r.requestedShipment.requestedPackageLineItems[0]!.declaredValue = {
          amount: 100_000.01,
          currency: 'NMP',
        };
      }),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([
      expect.objectContaining({ code: 'PACKAGE.DECLAREDVALUE.EXCEEDED' }),
    ]);
  });

  it.each([
    // same first three digits: zone 1
    [
      '64000',
      '64060',
      ['FIRST_OVERNIGHT', 'PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'],
      '1',
    ],
    // Monterrey → San Pedro Garza García, same region: zone 2
    [
      '64000',
      '66220',
      ['FIRST_OVERNIGHT', 'PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'],
      '2',
    ],
    // Guadalajara → Mérida, two regions apart: no First Overnight
    ['44100', '97000', ['PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'], '4'],
    // Tijuana → Mérida, across the country: overnight services thin out
    ['22000', '97000', ['STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER'], '5'],
  ])('%s → %s offers %j in zone %s', async (from, to, expected, zone) => {
    const res = await rate(
      shipment((r) => {
        r.requestedShipment.shipper.address.postalCode = from;
        r.requestedShipment.recipient.address.postalCode = to;
      }),
    );
    expect(services(res.body)).toEqual(expected);
    const details = (res.body as FedexRateReply).output!.rateReplyDetails!;
    expect(details.map((d) => d.ratedShipmentDetails![0]!.shipmentRateDetail!.rateZone)).toEqual(
      expected.map(() => zone),
    );
  });

  it('bills the volumetric weight when it is larger', async () => {
    const res = await rate(
      shipment((r) => {
        r.requestedShipment.requestedPackageLineItems = [
          {
            weight: { units: 'KG', value: 1 },
            dimensions: { length: 50, width: 40, height: 30, units: 'CM' },
          },
        ];
      }),
    );
    const detail = (res.body as FedexRateReply).output!.rateReplyDetails![0]!
      .ratedShipmentDetails![0]!;
    // 50 × 40 × 30 / 5000 = 12 kg
    expect(detail.ratedWeightMethod).toBe('DIM');
    expect(detail.shipmentRateDetail!.totalBillingWeight).toEqual({ units: 'KG', value: 12 });
  });

  it('answers international services abroad, without IVA, and refuses abroad-to-abroad', async () => {
    const toUs = await rate(
      shipment(
        (r) => (r.requestedShipment.recipient.address = { countryCode: 'US', postalCode: '78701' }),
      ),
    );
    expect(services(toUs.body)).toEqual(['FEDEX_INTERNATIONAL_PRIORITY', 'INTERNATIONAL_ECONOMY']);
    const detail = (toUs.body as FedexRateReply).output!.rateReplyDetails![0]!
      .ratedShipmentDetails![0]!;
    expect(detail.shipmentRateDetail!.taxes).toEqual([]);
    expect(detail.totalNetCharge).toBe(detail.totalNetFedExCharge);

    const abroad = await rate(
      shipment((r) => {
        r.requestedShipment.shipper.address = { countryCode: 'US', postalCode: '78701' };
        r.requestedShipment.recipient.address = { countryCode: 'CA', postalCode: 'H3N 1S4' };
      }),
    );
    expect(abroad).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'RATE.SERVICE.UNAVAILABLE' }] },
    });
  });

  it('filters by serviceType, and refuses one the route does not have', async () => {
    const one = await rate(
      shipment((r) => (r.requestedShipment.serviceType = 'STANDARD_OVERNIGHT')),
    );
    expect(services(one.body)).toEqual(['STANDARD_OVERNIGHT']);
    const none = await rate(shipment((r) => (r.requestedShipment.serviceType = 'FEDEX_GROUND')));
    expect(none).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'RATE.SERVICE.UNAVAILABLE' }] },
    });
  });

  it('answers the same request with the same prices', async () => {
    const [a, b] = [await rate(shipment()), await rate(shipment())];
    const prices = (r: typeof a) =>
      (r.body as FedexRateReply).output!.rateReplyDetails!.map(
        (d) => d.ratedShipmentDetails![0]!.totalNetCharge,
      );
    expect(prices(a)).toEqual(prices(b));
  });
});
