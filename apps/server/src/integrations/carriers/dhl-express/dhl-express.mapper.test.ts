import { describe, expect, it } from 'vitest';
import type { RateRequest } from '../carrier-connector';
import { dhlDateTime, dhlLocalDateTime } from './dhl-express.dates';
import { buildDhlPickupRequest, parseDhlPickupReply } from './dhl-express.pickup-mapper';
import { buildDhlRateRequest, parseDhlRateReply } from './dhl-express.rate-mapper';
import { buildDhlShipRequest, parseDhlShipReply } from './dhl-express.ship-mapper';
import { pickupMty, shipMtyCdmx } from './dhl-express.test-fixtures';

/**
 * The mappers against MyDHL's published examples (the MyDHL OpenAPI examples and the replies
 * Karrio's mydhl tests replay, see docs/research/carriers.md §2), without HTTP.
 */

const settings = { accountNumber: '123456789' };

const rateRequest = (over: Partial<RateRequest> = {}): RateRequest => ({
  origin: { country_code: 'MX', postal_code: '64000', city: 'Monterrey', state_code: 'NL' },
  destination: { country_code: 'MX', postal_code: '06700', city: 'Ciudad de México' },
  parcels: [{ weight_kg: 10, length_cm: 10, width_cm: 10, height_cm: 10.2 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date('2026-11-24T18:00:00Z'),
  ...over,
});

describe('dates', () => {
  it("writes DHL's local date-time with the zone's offset", () => {
    expect(dhlDateTime(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-24T12:00:00 GMT-06:00');
    expect(dhlDateTime(new Date('2026-11-24T18:00:00Z'), 'UTC')).toBe(
      '2026-11-24T18:00:00 GMT+00:00',
    );
    expect(dhlLocalDateTime('2026-11-25', '09:00', 'America/Tijuana')).toBe(
      '2026-11-25T09:00:00 GMT-08:00',
    );
  });
});

describe('rate request', () => {
  it('is the MyDHL POST /rates body: metric, shipper account, not customs declarable in MX', () => {
    expect(buildDhlRateRequest(rateRequest(), settings)).toEqual({
      customerDetails: {
        shipperDetails: {
          postalCode: '64000',
          cityName: 'Monterrey',
          countryCode: 'MX',
          provinceCode: 'NL',
        },
        receiverDetails: { postalCode: '06700', cityName: 'Ciudad de México', countryCode: 'MX' },
      },
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      plannedShippingDateAndTime: '2026-11-24T12:00:00 GMT-06:00',
      unitOfMeasurement: 'metric',
      isCustomsDeclarable: false,
      estimatedDeliveryDate: { isRequested: true, typeCode: 'QDDC' },
      packages: [{ weight: 10, dimensions: { length: 10, width: 10, height: 11 } }],
    });
  });

  it('asks DHL insurance (II) for the insured value, and customs for abroad', () => {
    const body = buildDhlRateRequest(
      rateRequest({
        destination: { country_code: 'US', postal_code: '10001', city: 'New York' },
        declared_value_cents: 250_050,
        insured_value_cents: 250_050,
      }),
      settings,
    );
    expect(body.isCustomsDeclarable).toBe(true);
    expect(body.monetaryAmount).toEqual([
      { typeCode: 'declaredValue', value: 2500.5, currency: 'MXN' },
    ]);
    expect(body.valueAddedServices).toEqual([
      { serviceCode: 'II', value: 2500.5, currency: 'MXN' },
    ]);
  });
});

describe('rate reply', () => {
  it('reads each product’s billing-currency total (published example, USD account)', () => {
    const reply = {
      products: [
        {
          productName: 'EXPRESS WORLDWIDE',
          productCode: 'P',
          localProductCode: 'P',
          networkTypeCode: 'TD',
          isCustomerAgreement: false,
          totalPrice: [{ currencyType: 'BILLC', priceCurrency: 'USD', price: 25.99 }],
          totalPriceBreakdown: [
            {
              currencyType: 'BILLC',
              priceCurrency: 'USD',
              priceBreakdown: [{ typeCode: 'SPRQT', price: 23.5 }],
            },
          ],
          deliveryCapabilities: {
            deliveryTypeCode: 'QDDC',
            estimatedDeliveryDateAndTime: '2024-01-15T17:00:00',
          },
        },
        {
          productName: 'EXPRESS 12:00',
          productCode: 'Y',
          localProductCode: 'Y',
          networkTypeCode: 'TD',
          isCustomerAgreement: false,
          totalPrice: [{ currencyType: 'BILLC', priceCurrency: 'USD', price: 35.99 }],
          deliveryCapabilities: { estimatedDeliveryDateAndTime: '2024-01-14T12:00:00' },
        },
      ],
    };
    expect(parseDhlRateReply(reply)).toEqual([
      { service_code: 'P', amount_cents: 2599, currency: 'USD', transit_days: null },
      { service_code: 'Y', amount_cents: 3599, currency: 'USD', transit_days: null },
    ]);
  });

  it('takes BILLC among several currencies, and DHL’s total transit days', () => {
    const reply = {
      products: [
        {
          productName: 'EXPRESS DOMESTIC',
          productCode: 'N',
          totalPrice: [
            { currencyType: 'BASEC', priceCurrency: 'USD', price: 29.56 },
            { currencyType: 'BILLC', priceCurrency: 'MXN', price: 546.94 },
            { currencyType: 'PULCL', priceCurrency: 'MXN', price: 546.94 },
          ],
          deliveryCapabilities: { totalTransitDays: '2' },
        },
        { productName: 'NO PRICE', productCode: 'X', totalPrice: [] },
      ],
      exchangeRates: [{ currentExchangeRate: 18.5, currency: 'MXN', baseCurrency: 'USD' }],
    };
    expect(parseDhlRateReply(reply)).toEqual([
      { service_code: 'N', amount_cents: 54_694, currency: 'MXN', transit_days: 2 },
    ]);
  });

  it('an answer without products is unavailable', () => {
    expect(() => parseDhlRateReply({ foo: 1 })).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });
});

describe('ship request and reply', () => {
  it('names the product, the account, DHL’s 4×6 template and the parties', () => {
    const body = buildDhlShipRequest(shipMtyCdmx({ label_format: 'zpl' }), settings);
    expect(body).toMatchObject({
      plannedShippingDateAndTime: '2026-11-24T12:00:00 GMT-06:00',
      pickup: { isRequested: false },
      productCode: 'N',
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      valueAddedServices: [{ serviceCode: 'II', value: 1500, currency: 'MXN' }],
      outputImageProperties: {
        encodingFormat: 'zpl',
        imageOptions: [{ typeCode: 'label', templateName: 'ECOM26_84_001', isRequested: true }],
      },
      content: {
        isCustomsDeclarable: false,
        description: 'Dulces típicos',
        unitOfMeasurement: 'metric',
      },
      customerReferences: [{ value: '1042', typeCode: 'CU' }],
    });
    expect(body.customerDetails.shipperDetails).toEqual({
      postalAddress: {
        postalCode: '64000',
        cityName: 'Monterrey',
        countryCode: 'MX',
        provinceCode: 'NL',
        addressLine1: 'Av. Constitución 1500',
        addressLine2: 'Int. Local 4, Centro',
        countyName: 'Centro',
      },
      contactInformation: {
        email: 'carmen@dulceslaregia.mx',
        phone: '+528112345678',
        companyName: 'Dulces La Regia',
        fullName: 'Carmen Garza',
      },
      registrationNumbers: [{ typeCode: 'RFC', number: 'GACC800101AB1', issuerCountryCode: 'MX' }],
      typeCode: 'business',
    });
    expect(body.customerDetails.receiverDetails.typeCode).toBe('private');
  });

  it('reads the waybill and the ZPL label; no label is unavailable', async () => {
    const zpl = '^XA^BCN,220,N,N,N,A^FD1234567890^FS^XZ';
    const reply = {
      shipmentTrackingNumber: '1234567890',
      trackingUrl: 'https://api-eu.dhl.com/track/shipments?trackingNumber=1234567890',
      packages: [{ referenceNumber: 1, trackingNumber: 'JD914600003889482921' }],
      documents: [
        { imageFormat: 'ZPL', content: Buffer.from(zpl).toString('base64'), typeCode: 'label' },
      ],
    };
    const result = await parseDhlShipReply(reply, 'zpl');
    expect(result).toMatchObject({ tracking_number: '1234567890', label: { format: 'zpl' } });
    expect(result.label.bytes.toString()).toBe(zpl);
    await expect(parseDhlShipReply({ ...reply, documents: [] }, 'zpl')).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'DHL sent no label for waybill 1234567890',
    });
  });
});

describe('pickup', () => {
  it('books one DHL pickup for the day’s waybills at the origin, in its local time', () => {
    const body = buildDhlPickupRequest(
      pickupMty({ tracking_numbers: ['1234567890', '2345678901'] }),
      settings,
    );
    expect(body).toMatchObject({
      plannedPickupDateAndTime: '2026-11-25T09:00:00 GMT-06:00',
      closeTime: '12:00',
      location: 'reception',
      locationType: 'business',
      accounts: [{ typeCode: 'shipper', number: '123456789' }],
      remark: 'AWB 1234567890, 2345678901',
      shipmentDetails: [
        {
          packages: [{ weight: 2.5, dimensions: { length: 30, width: 20, height: 15 } }],
          isCustomsDeclarable: false,
          unitOfMeasurement: 'metric',
        },
      ],
    });
  });

  it('reads the dispatch confirmation number (published example)', () => {
    expect(parseDhlPickupReply({ dispatchConfirmationNumbers: ['PRG221222000062'] })).toEqual({
      reference_number: 'PRG221222000062',
      location: null,
    });
    expect(() => parseDhlPickupReply({})).toThrow(expect.objectContaining({ kind: 'unavailable' }));
  });
});
