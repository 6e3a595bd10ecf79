import { describe, expect, it } from 'vitest';
import { CarrierError, type RateRequest } from '../carrier-connector';
import {
  buildEstafetaRateRequest,
  estafetaErrorToCarrierError,
  parseEstafetaRateReply,
} from './estafeta.mapper';
import { party } from './estafeta.test-fixtures';
import {
  buildEstafetaPickupRequest,
  parseEstafetaPickupReply,
  parseEstafetaTrackReply,
} from './estafeta.track-mapper';

/** Request building and reply parsing against the shapes of research §3b. */

const rateRequest = (over: Partial<RateRequest> = {}): RateRequest => ({
  origin: { country_code: 'MX', postal_code: '62320' },
  destination: { country_code: 'MX', postal_code: '01000' },
  parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date('2026-11-27T18:00:00Z'),
  ...over,
});

describe('Estafeta rate mapper', () => {
  it('builds the Cotizador request in PascalCase', () => {
    expect(buildEstafetaRateRequest(rateRequest(), { customerNumber: '5198412' })).toEqual({
      Origin: '62320',
      Destination: ['01000'],
      PackagingType: 'Paquete',
      IsInternational: false,
      Dimensions: { Length: 30, Width: 20, Height: 15, Weight: 2.5 },
      CustomerNumber: '5198412',
    });
  });

  it('quotes several parcels as one piece and asks for insurance of the insured value', () => {
    const body = buildEstafetaRateRequest(
      rateRequest({
        parcels: [
          { weight_kg: 1.234, length_cm: 10, width_cm: 40, height_cm: 5 },
          { weight_kg: 2, length_cm: 25.555, width_cm: 10, height_cm: 9 },
        ],
        insured_value_cents: 150_050,
      }),
      { customerNumber: '5198412' },
    );
    expect(body.Dimensions).toEqual({ Length: 25.56, Width: 40, Height: 9, Weight: 3.23 });
    expect(body).toMatchObject({ IsInsurance: true, ItemValue: 1500.5 });
  });

  it('reads services and their total in centavos, Quotation as an object or an array', () => {
    const service = {
      ServiceCode: '70',
      ServiceName: 'Dia Sig.',
      ListPrice: 215.5,
      VATApplied: 37.93,
      FuelChargeListPrice: 21.55,
      TotalAmount: 274.98,
    };
    const expected = [
      { service_code: '70', amount_cents: 27_498, currency: 'MXN', transit_days: 1 },
      { service_code: 'D0', amount_cents: 15_000, currency: 'MXN', transit_days: 4 },
    ];
    const ground = { ...service, ServiceCode: 'D0', TotalAmount: '150.00' };
    expect(parseEstafetaRateReply({ Quotation: { Service: [service, ground] } })).toEqual(expected);
    expect(parseEstafetaRateReply({ Quotation: [{ Service: [service, ground] }] })).toEqual(
      expected,
    );
  });

  it("is Estafeta's refusal, in its words, when the quotation has no service", () => {
    const reply = { Quotation: [{ Service: [], Message: 'No existe cobertura' }] };
    expect(() => parseEstafetaRateReply(reply)).toThrow(
      expect.objectContaining({ kind: 'rejected', message: 'No existe cobertura' }),
    );
    expect(() => parseEstafetaRateReply({ nope: 1 })).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });
});

describe('Estafeta error bodies', () => {
  it('maps the ErrorResponse array, OAuth refusals and server failures to kinds', () => {
    const rejected = estafetaErrorToCarrierError(
      400,
      '[{"code":"101","description":"El código postal de origen no es válido"}]',
    );
    expect(rejected).toBeInstanceOf(CarrierError);
    expect(rejected).toMatchObject({
      kind: 'rejected',
      message: 'El código postal de origen no es válido',
      carrierCode: 'ESTAFETA.101',
    });
    expect(
      estafetaErrorToCarrierError(
        401,
        '{"error":"invalid_token","error_description":"Token expirado"}',
      ),
    ).toMatchObject({
      kind: 'auth',
      message: 'Token expirado',
      carrierCode: 'ESTAFETA.INVALID_TOKEN',
    });
    expect(estafetaErrorToCarrierError(503, '[{"code":"503","description":"x"}]')).toMatchObject({
      kind: 'unavailable',
      message: 'Estafeta answered HTTP 503',
    });
    expect(estafetaErrorToCarrierError(400, '<html>oops</html>').kind).toBe('unavailable');
  });
});

describe('Estafeta tracking and pickup mappers', () => {
  it('normalises the current status of each number asked, unknown ones as null', () => {
    const reply = {
      items: [
        {
          statusCurrent: {
            code: 'ENT',
            englishName: 'Delivered',
            spanishName: 'Entregado',
            localDateTime: '2026-11-27T10:05:00',
            warehouseCode: '060',
            warehouseName: 'Ciudad de México',
          },
        },
        { statusCurrent: null, error: { description: 'No se encontró información' } },
      ],
    };
    const [known, unknown] = parseEstafetaTrackReply(reply, ['A'.repeat(22), 'B'.repeat(22)]);
    expect(known).toEqual({
      tracking_number: 'A'.repeat(22),
      status: 'delivered',
      events: [
        {
          status: 'delivered',
          code: 'ENT',
          description: 'Entregado',
          occurred_at: new Date('2026-11-27T16:05:00Z'),
          city: 'Ciudad de México',
          state: null,
          country_code: 'MX',
        },
      ],
    });
    expect(unknown).toEqual({ tracking_number: 'B'.repeat(22), status: null, events: [] });
  });

  it('builds NewPickup with the account, the day part and the packages', () => {
    const body = buildEstafetaPickupRequest(
      {
        tracking_number: 'W1',
        tracking_numbers: ['W1', 'W2'],
        origin: party({ company: 'Tienda' }),
        parcels: [{ weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10 }],
        date: '2026-11-30',
        from: '14:00',
        to: '18:00',
        time_zone: 'America/Monterrey',
      },
      { customerNumber: '5198412' },
    );
    expect(body).toMatchObject({
      AccountNumber: '5198412',
      PickupDayPart: 'afternoon',
      PickupDate: '2026-11-30',
      PickupAddress: { PostalCode: '64000', City: 'Monterrey', ExternalNumber: '400' },
      PickupPackageList: [{ Weight: 2, Length: 30, Quantity: 1, Description: 'W1 W2' }],
    });
  });

  it('reads the folio, or the refusal in Estafeta words', () => {
    expect(parseEstafetaPickupReply({ Code: 0, Folio: 'R123', Warehouse: '640' })).toEqual({
      reference_number: 'R123',
      location: '640',
    });
    expect(() =>
      parseEstafetaPickupReply({ Code: 302, Description: 'No hay recolecciones en domingo' }),
    ).toThrow(expect.objectContaining({ kind: 'rejected', carrierCode: 'ESTAFETA.302' }));
  });
});
