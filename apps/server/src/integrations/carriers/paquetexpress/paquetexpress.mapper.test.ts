import { describe, expect, it } from 'vitest';
import { CarrierError, type ConnectorParty, type ShipRequest } from '../carrier-connector';
import quoteRequestSample from './fixtures/quote-request.kit-sample.json';
import quoteReplySample from './fixtures/quote-reply.sample.json';
import trackReplySample from './fixtures/track-reply.sample.json';
import waybillSample from './fixtures/waybill-data.kit-sample.json';
import { pxLoginEnvelope, readPxAnswer } from './paquetexpress.envelope';
import { buildPxQuoteRequest, parsePxQuoteReply } from './paquetexpress.rate-mapper';
import {
  buildPxCancel,
  buildPxInfotrack,
  buildPxPickupOrder,
  buildPxWaybill,
  parsePxInfotrackZpl,
  parsePxWaybillReply,
} from './paquetexpress.ship-mapper';
import { parsePxTrackReply } from './paquetexpress.track-mapper';

/** The mappers against the integration kit's published samples (carriers.md §4). */

const envelope = (response: Record<string, unknown>) =>
  JSON.stringify({ header: null, body: { request: null, response } });

const party = (overrides: Partial<ConnectorParty>): ConnectorParty => ({
  name: 'Contacto',
  company: '',
  email: 'x@example.com',
  phone: '1234567890',
  calling_code: '52',
  rfc: null,
  street: 'Calle',
  number: '1',
  interior_number: null,
  neighborhood: 'Centro',
  city: 'Ciudad',
  state: 'Estado',
  state_code: null,
  postal_code: '00000',
  country_code: 'MX',
  reference: null,
  ...overrides,
});

describe('Paquetexpress quoter mapping', () => {
  it('builds the kit sample envelope (Los Mochis → Culiacán, 50 kg, insured $1,000)', () => {
    const body = buildPxQuoteRequest(
      {
        origin: { country_code: 'MX', postal_code: '81200' },
        destination: { country_code: 'MX', postal_code: '80000' },
        parcels: [{ weight_kg: 50, length_cm: 80, width_cm: 80, height_cm: 49 }],
        declared_value_cents: 100_000,
        insure_package: true,
        insured_value_cents: 100_000,
        service_codes: [],
        ship_date: new Date('2026-11-27T12:00:00Z'),
      },
      {
        user: 'WSQDEMO',
        password: 'demo-password',
        quoteToken: '0123456789ABCDEF0123456789ABCDEF',
      },
    );
    // The kit's sample asks radType "1" (pickup at the address); the product books pickups apart.
    expect(body).toEqual(quoteRequestSample);
  });

  it('reads each quotation as a service: total with IVA and surcharges, days to the promise', () => {
    const answer = readPxAnswer(200, JSON.stringify(quoteReplySample));
    expect(answer.ok).toBe(true);
    expect(parsePxQuoteReply(answer.ok ? answer.data : null)).toEqual([
      { service_code: 'STD-T', amount_cents: 74_588, currency: 'MXN', transit_days: 2 },
      { service_code: 'SEG-DS', amount_cents: 125_686, currency: 'MXN', transit_days: 1 },
    ]);
  });

  it('turns the quoter catalogue errors into rejected errors in Paquetexpress words', () => {
    const answer = readPxAnswer(
      200,
      envelope({
        success: false,
        messages: [
          { code: '44', description: 'NO EXISTE COBERTURA PARA CODIGO POSTAL', typeError: 'ERROR' },
        ],
        data: null,
      }),
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error).toBeInstanceOf(CarrierError);
    expect(answer.error.kind).toBe('rejected');
    expect(answer.error.message).toBe('NO EXISTE COBERTURA PARA CODIGO POSTAL');
    expect(answer.error.carrierCode).toBe('PAQUETEXPRESS.44');
  });
});

describe('Paquetexpress envelope errors', () => {
  it('bad credentials (code 401) are auth; an expired token asks for a new login', () => {
    const refused = readPxAnswer(
      200,
      envelope({
        success: false,
        messages: [{ code: '401', description: 'Combinacion de usuario y contraseña incorrecta' }],
      }),
    );
    expect(refused).toMatchObject({ ok: false, tokenExpired: false, error: { kind: 'auth' } });
    const expired = readPxAnswer(
      200,
      envelope({
        success: false,
        messages: [{ code: '500', description: 'The Token has expired on Fri Nov 27 2026' }],
      }),
    );
    expect(expired).toMatchObject({ ok: false, tokenExpired: true, error: { kind: 'auth' } });
  });

  it('5xx, HTML and answers without the envelope are unavailable', () => {
    for (const [status, text] of [
      [503, 'Service Unavailable'],
      [200, '<html><body>mantenimiento</body></html>'],
      [200, '{"hello":"world"}'],
    ] as const) {
      expect(readPxAnswer(status, text)).toMatchObject({
        ok: false,
        error: { kind: 'unavailable' },
      });
    }
  });

  it('logs in with the password in base64, as the kit does', () => {
    expect(pxLoginEnvelope('WSQDEMO', '1234')).toEqual({
      header: { security: { user: 'WSQDEMO', password: 'MTIzNA==' } },
    });
  });
});

describe('Paquetexpress waybill, label, cancel and pickup mapping', () => {
  const request: ShipRequest = {
    reference: 'TLALPAN',
    service_code: 'std-t',
    origin: party({
      name: 'Contacto quien entrega',
      company: 'Cliente origen',
      email: '1@origen.com',
      street: 'Independencia',
      number: '123',
      neighborhood: 'Centro',
      city: 'Los Mochis',
      state: 'Sinaloa',
      postal_code: '81200',
    }),
    destination: party({
      name: 'Contacto quien recibe',
      company: 'Cliente destino SIR',
      email: 'sir@destino.com',
      phone: '6671234567',
      street: 'Hacienda Buenavista',
      number: '9856',
      neighborhood: 'Oriente 1ra. Sección',
      city: 'Culiacan',
      state: 'Sinaloa',
      postal_code: '80000',
    }),
    parcels: [
      {
        parcel_type: 'box',
        contents: 'Refacciones',
        weight_kg: 1,
        length_cm: 35,
        width_cm: 24,
        height_cm: 14,
        declared_value_cents: 0,
      },
    ],
    label_format: 'letter',
    ship_date: new Date('2026-11-27T12:00:00Z'),
  };

  it('builds the kit sample waybill (guia) data', () => {
    expect(buildPxWaybill(request, '99000123')).toEqual(waybillSample);
  });

  it('asks Paquetexpress to insure the carrier-insured value (INV)', () => {
    const insured = buildPxWaybill(
      { ...request, parcels: [{ ...request.parcels[0]!, insured_value_cents: 150_050 }] },
      '99000123',
    );
    expect(insured[0]!.listSrvcItemDTO).toEqual([
      { srvcId: 'EAD', value1: '' },
      { srvcId: 'INV', value1: '1500.50' },
    ]);
  });

  it('reads the waybill answer: data is the tracking number', () => {
    const answer = readPxAnswer(
      200,
      envelope({
        success: true,
        data: '3211038793931',
        objectDTO: 'folioLetterPorte:LMM01WE0000407',
      }),
    );
    expect(parsePxWaybillReply(answer.ok ? answer.data : null)).toBe('3211038793931');
  });

  it('builds cancel, InfoTrack (getZPL 1) and pickup order data like the kit', () => {
    expect(buildPxCancel('05168261209')).toEqual(['05168261209']);
    expect(buildPxInfotrack('05167876516')).toEqual({
      header: {},
      solicitudEnvio: {
        datosAdicionales: { datoAdicional: [{ claveDataAd: 'getZPL', valorDataAd: '1' }] },
        rastreo: '05167876516',
      },
    });
    expect(
      buildPxPickupOrder({
        tracking_number: '05168028273',
        tracking_numbers: ['05168028273', '05168028274'],
        origin: request.origin,
        parcels: [request.parcels[0]!, request.parcels[0]!, request.parcels[0]!],
        date: '2026-11-30',
        from: '13:00',
        to: '18:00',
        time_zone: 'America/Mexico_City',
      }),
    ).toEqual([
      {
        numbPack: '3',
        planCollDate: Date.parse('2026-11-30T06:00:00Z'),
        hourFrom: 46_800_000,
        hourTo: 64_800_000,
        guiaNo: '05168028273,05168028274',
        radGuiaAddrDTOList: [],
      },
    ]);
  });

  it('reads the ZPL in cadenaImpresion, and refuses an answer without one', () => {
    const zpl = '^XA^FO60,800^BCN,220,N,N,N,A^FD05167876516^FS^XZ';
    expect(parsePxInfotrackZpl({ retornoSolicitud: { rastreo: 'x', cadenaImpresion: zpl } })).toBe(
      zpl,
    );
    expect(() => parsePxInfotrackZpl({ retornoSolicitud: { rastreo: 'x' } })).toThrow(CarrierError);
  });
});

describe('Paquetexpress tracking mapping', () => {
  it('orders the history oldest first and maps StatusList codes (unknown ones left out)', () => {
    const answer = readPxAnswer(200, JSON.stringify(trackReplySample));
    const result = parsePxTrackReply('3211038793931', answer.ok ? answer.data : null);
    expect(result.status).toBe('delivered');
    expect(result.events.map((e) => [e.code, e.status, e.city])).toEqual([
      ['SWB', 'created', 'LOS MOCHIS'],
      ['HCM', 'picked_up', 'LOS MOCHIS'],
      ['HDC', 'delivered', 'CULIACAN'],
    ]);
    expect(result.events[2]!.occurred_at.toISOString()).toBe('2021-11-05T17:42:00.000Z');
  });

  it('an empty history is an unknown number', () => {
    expect(parsePxTrackReply('123', [])).toEqual({
      tracking_number: '123',
      status: null,
      events: [],
    });
  });
});
