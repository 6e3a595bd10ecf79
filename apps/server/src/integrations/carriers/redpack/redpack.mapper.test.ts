import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CarrierError, type RateRequest } from '../carrier-connector';
import { drawMockLabelPdf } from '../mock-label-kit';
import { interpretAnswer } from './redpack.client';
import { buildCotizacionNacional, parseCotizaciones, quotedServices } from './redpack.mapper';
import { prefixedPin, readRedpackSettings } from './redpack.settings';
import { labelDocumentOf, parseDocumentacion } from './redpack.ship-mapper';
import { escapeXml } from './redpack.soap';
import { statusOfEvent, trackResultOf } from './redpack.track-mapper';
import { moneyToCents, parseRedpackDate } from './redpack.units';

/** Request building and reply parsing, from the shapes of Redpack's public client samples. */

const settings = { endpoint: 'https://wsqa.redpack.com.mx/x', pin: 'QA abc+/=', userId: '1853' };

const rate: RateRequest = {
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '06700' },
  parcels: [{ weight_kg: 1.2345, length_cm: 25.5, width_cm: 10, height_cm: 8.2 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date('2026-11-27T18:00:00Z'),
};

const envelope = (body: string) =>
  `<?xml version='1.0' encoding='UTF-8'?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

// A cotizacionNacional reply as Redpack's clients read it (detallesCotizacion[1] freight, [3] total).
const COTIZACION_REPLY = envelope(
  `<ns:cotizacionNacionalResponse xmlns:ns="http://ws.redpack.com" xmlns:ax21="http://vo.redpack.com/xsd"><ns:return>` +
    `<ax21:resultadoConsumoWS><ax21:descripcion>GENERACIÓN CORRECTA</ax21:descripcion><ax21:estatus>1</ax21:estatus><ax21:gravedad>0</ax21:gravedad></ax21:resultadoConsumoWS>` +
    `<ax21:cotizaciones><ax21:detallesCotizacion><ax21:concepto>COMBUSTIBLE</ax21:concepto><ax21:costoBase>15.5</ax21:costoBase></ax21:detallesCotizacion>` +
    `<ax21:detallesCotizacion><ax21:concepto>FLETE</ax21:concepto><ax21:costoBase>155.00</ax21:costoBase></ax21:detallesCotizacion>` +
    `<ax21:detallesCotizacion><ax21:concepto>IVA</ax21:concepto><ax21:costoBase>27.28</ax21:costoBase></ax21:detallesCotizacion>` +
    `<ax21:detallesCotizacion><ax21:concepto>TOTAL</ax21:concepto><ax21:costoBase>197.775</ax21:costoBase></ax21:detallesCotizacion>` +
    `<ax21:tarifa>999.00</ax21:tarifa><ax21:tiempoEntrega>2026-11-29T19:00:00.000-06:00</ax21:tiempoEntrega>` +
    `<ax21:tipoServicio><ax21:descripcion>EXPRESS</ax21:descripcion><ax21:id>1</ax21:id></ax21:tipoServicio></ax21:cotizaciones>` +
    `<ax21:cotizaciones><ax21:tarifa>120.40</ax21:tarifa><ax21:tiempoEntrega>2026-12-02T19:00:00</ax21:tiempoEntrega>` +
    `<ax21:tipoServicio><ax21:descripcion>TERRESTRE ESPECIAL</ax21:descripcion><ax21:id>77</ax21:id></ax21:tipoServicio></ax21:cotizaciones>` +
    `</ns:return></ns:cotizacionNacionalResponse>`,
);

describe('Redpack request envelopes', () => {
  it('write cotizacionNacional like Redpack samples: PIN, idUsuario, guias fields by name', () => {
    expect(buildCotizacionNacional(rate, settings)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ws="http://ws.redpack.com" xmlns:xsd="http://vo.redpack.com/xsd">
  <soapenv:Header/>
  <soapenv:Body>
    <ws:cotizacionNacional>
      <ws:PIN>QA abc+/=</ws:PIN>
      <ws:idUsuario>1853</ws:idUsuario>
      <ws:guias>
        <xsd:consignatario>
          <xsd:codigoPostal>06700</xsd:codigoPostal>
        </xsd:consignatario>
        <xsd:paquetes>
          <xsd:alto>9</xsd:alto>
          <xsd:ancho>10</xsd:ancho>
          <xsd:consecutivo>1</xsd:consecutivo>
          <xsd:largo>26</xsd:largo>
          <xsd:peso>1.24</xsd:peso>
        </xsd:paquetes>
        <xsd:remitente>
          <xsd:codigoPostal>64000</xsd:codigoPostal>
        </xsd:remitente>
        <xsd:tipoEntrega>
          <xsd:id>2</xsd:id>
        </xsd:tipoEntrega>
        <xsd:tipoEnvio>
          <xsd:id>1</xsd:id>
        </xsd:tipoEnvio>
      </ws:guias>
    </ws:cotizacionNacional>
  </soapenv:Body>
</soapenv:Envelope>
`,
    );
  });

  it('escape text and drop characters XML cannot carry', () => {
    expect(escapeXml('Pérez & <Hijos> "S.A." \u0001')).toBe(
      'Pérez &amp; &lt;Hijos&gt; &quot;S.A.&quot; ',
    );
  });

  it('prefix the PIN with the environment unless it already has one', () => {
    expect(prefixedPin('abc', 'sandbox')).toBe('QA abc');
    expect(prefixedPin('abc', 'production')).toBe('PROD abc');
    expect(prefixedPin('PROD abc', 'sandbox')).toBe('PROD abc');
  });

  it('post to the real endpoints, or base_url + the service path', () => {
    const ctx = (environment: 'sandbox' | 'production', extra = {}) => ({
      settings: { pin: 'p', user_id: '12', ...extra },
      environment,
      signal: new AbortController().signal,
    });
    expect(readRedpackSettings(ctx('sandbox')).endpoint).toBe(
      'https://wsqa.redpack.com.mx/RedpackAPI_WS/services/RedpackWS',
    );
    expect(readRedpackSettings(ctx('production')).endpoint).toBe(
      'https://ws.redpack.com.mx/RedpackAPI_WS/services/RedpackWS',
    );
    expect(
      readRedpackSettings(ctx('sandbox', { base_url: 'http://localhost:3000/__mocks/redpack/' }))
        .endpoint,
    ).toBe('http://localhost:3000/__mocks/redpack/RedpackAPI_WS/services/RedpackWS');
    expect(() => readRedpackSettings(ctx('sandbox', { user_id: 'abc' }))).toThrow(/user_id/);
    expect(() => readRedpackSettings(ctx('sandbox', { pin: ' ' }))).toThrow(
      'Missing Redpack settings: pin',
    );
  });
});

describe('Redpack replies', () => {
  it('read quotes by the TOTAL concept (else tarifa), with transit days from today', () => {
    const reply = interpretAnswer({ status: 200, text: COTIZACION_REPLY });
    expect(quotedServices(parseCotizaciones(reply), new Date('2026-11-27T20:00:00Z'))).toEqual([
      { service_code: 'EXPRESS', amount_cents: 19_778, currency: 'MXN', transit_days: 2 },
      {
        service_code: 'TERRESTRE_ESPECIAL',
        amount_cents: 12_040,
        currency: 'MXN',
        transit_days: 5,
      },
    ]);
  });

  it('turn a SOAP fault about the PIN into auth, in Redpack words', () => {
    const fault = envelope(
      '<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>PIN INVÁLIDO PARA EL USUARIO 1853</faultstring></soapenv:Fault>',
    );
    const error = (() => {
      try {
        interpretAnswer({ status: 500, text: fault });
      } catch (e) {
        return e as CarrierError;
      }
    })();
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({
      kind: 'auth',
      message: 'PIN INVÁLIDO PARA EL USUARIO 1853',
      carrierCode: 'SOAP.SERVER',
    });
  });

  it('tell other faults, HTTP errors and unreadable answers apart', () => {
    const clientFault = envelope(
      '<soapenv:Fault><faultcode>soapenv:Client</faultcode><faultstring>Unexpected subelement peso</faultstring></soapenv:Fault>',
    );
    expect(() => interpretAnswer({ status: 500, text: clientFault })).toThrow(
      expect.objectContaining({ kind: 'rejected', message: 'Unexpected subelement peso' }),
    );
    expect(() => interpretAnswer({ status: 503, text: '<html>busy</html>' })).toThrow(
      expect.objectContaining({ kind: 'unavailable', message: 'Redpack answered HTTP 503' }),
    );
    expect(() => interpretAnswer({ status: 200, text: 'Mantenimiento' })).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });

  it('read the guía and its base64 label from documentacion', () => {
    const reply = interpretAnswer({
      status: 200,
      text: envelope(
        `<ns:documentacionResponse xmlns:ns="http://ws.redpack.com" xmlns:ax21="http://vo.redpack.com/xsd"><ns:return><ax21:numeroDeGuia>912345678</ax21:numeroDeGuia><ax21:paquetes><ax21:formatoEtiqueta>${Buffer.from('^XA^XZ').toString('base64')}</ax21:formatoEtiqueta></ax21:paquetes></ns:return></ns:documentacionResponse>`,
      ),
    });
    expect(parseDocumentacion(reply)).toEqual({
      guia: '912345678',
      labels: [Buffer.from('^XA^XZ')],
    });
  });

  it('fit a 4×6 PDF onto letter when Redpack did not draw the asked size', async () => {
    const spec = {
      brand: 'Redpack',
      color: '#E2001A',
      header: [],
      from: ['A'],
      to: ['B'],
      toPostalCode: '06700',
      barcode: '912345678',
      caption: 'GUÍA 912345678',
      notice: 'test',
    };
    const thermal = await drawMockLabelPdf([spec], 'thermal');
    const asLetter = await labelDocumentOf([thermal], 'letter');
    const page = (await PDFDocument.load(asLetter.bytes)).getPage(0).getSize();
    expect([Math.round(page.width), Math.round(page.height)]).toEqual([612, 792]);
    expect((await labelDocumentOf([thermal], 'thermal')).bytes).toBe(thermal);
    await expect(labelDocumentOf([Buffer.from('nope')], 'thermal')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('map Redpack event words to the product statuses, oldest first', () => {
    expect(
      ['DOCUMENTADO', 'RECOLECTADO', 'LLEGÓ AL CEDIS DESTINO', 'EN RUTA DE ENTREGA', 'ENTREGADO']
        .concat(['NO ENTREGADO: DOMICILIO INCORRECTO', 'DEVOLUCIÓN AL REMITENTE'])
        .map(statusOfEvent),
    ).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'exception',
      'returned',
    ]);
    const reply = interpretAnswer({
      status: 200,
      text: envelope(
        `<ns:rastreoResponse xmlns:ns="http://ws.redpack.com" xmlns:ax21="http://vo.redpack.com/xsd"><ns:return><ax21:resultadoConsumoWS><ax21:estatus>1</ax21:estatus></ax21:resultadoConsumoWS><ax21:paquetes>` +
          `<ax21:detallesRastreo><ax21:evento>RECOLECTADO</ax21:evento><ax21:fecha>28/11/2026 10:30</ax21:fecha><ax21:ubicacion>MONTERREY, NL</ax21:ubicacion></ax21:detallesRastreo>` +
          `<ax21:detallesRastreo><ax21:evento>DOCUMENTADO</ax21:evento><ax21:fecha>2026-11-27T09:00:00.000-06:00</ax21:fecha><ax21:ubicacion>MONTERREY</ax21:ubicacion></ax21:detallesRastreo>` +
          `</ax21:paquetes></ns:return></ns:rastreoResponse>`,
      ),
    });
    const result = trackResultOf('912345678', reply);
    expect(result.status).toBe('picked_up');
    expect(
      result.events.map((e) => [e.status, e.occurred_at.toISOString(), e.city, e.state]),
    ).toEqual([
      ['created', '2026-11-27T15:00:00.000Z', 'MONTERREY', null],
      ['picked_up', '2026-11-28T16:30:00.000Z', 'MONTERREY', 'NL'],
    ]);
  });

  it('read money and dates as Redpack writes them', () => {
    expect(['197.775', '120.4', '15', 'x'].map(moneyToCents)).toEqual([19_778, 12_040, 1_500, NaN]);
    expect(parseRedpackDate('2026-11-27T09:00:00')?.toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(parseRedpackDate('ayer')).toBeNull();
  });
});
