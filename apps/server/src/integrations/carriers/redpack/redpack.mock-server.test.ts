import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redpackIntegration } from './redpack.integration';
import { REDPACK_MOCK_DEMO_CREDENTIALS as DEMO, redpackMockPlugin } from './redpack.mock-server';

/** The mock RedpackWS as the demo mounts it: WSDL, dispatch, and never in production. */

const PATH = '/__mocks/redpack/RedpackAPI_WS/services/RedpackWS';

async function demoApp() {
  const app = Fastify();
  await app.register(redpackIntegration.mockPlugin({ mode: 'demo' }), {
    prefix: redpackIntegration.mockPrefix,
  });
  return app;
}

const soap = (operation: string, inner = '') =>
  `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ws="http://ws.redpack.com" xmlns:xsd="http://vo.redpack.com/xsd"><soapenv:Body><ws:${operation}><ws:PIN>QA ${DEMO.pin}</ws:PIN><ws:idUsuario>${DEMO.user_id}</ws:idUsuario>${inner}</ws:${operation}></soapenv:Body></soapenv:Envelope>`;

describe('Redpack mock server', () => {
  it('describes its operations in a WSDL at ?wsdl', async () => {
    const app = await demoApp();
    const res = await app.inject({ method: 'GET', url: `${PATH}?wsdl` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    for (const op of ['cotizacionNacional', 'documentacion', 'rastreo', 'solicitudRecoleccionCF']) {
      expect(res.body).toContain(`<soap:operation soapAction="urn:${op}" style="document"/>`);
    }
    expect(res.body).toContain(`location="http://localhost:80${PATH}"`);
    await app.close();
  });

  it('answers a SOAP fault for an unknown operation or a SOAPAction naming another', async () => {
    const app = await demoApp();
    const post = (payload: string, soapaction: string) =>
      app.inject({
        method: 'POST',
        url: PATH,
        headers: { 'content-type': 'text/xml', soapaction },
        payload,
      });
    const unknown = await post(soap('cancelacion'), '"urn:cancelacion"');
    expect(unknown.statusCode).toBe(500);
    expect(unknown.body).toContain('<faultcode>soapenv:Client</faultcode>');
    const mismatch = await post(soap('rastreo', '<ws:guias/>'), 'urn:documentacion');
    expect(mismatch.body).toContain('WSA Action = urn:documentacion');
    const garbage = await post('<soapenv:Envelope', 'urn:rastreo');
    expect(garbage.body).toContain('Error al leer la petición');
    const found = await post(
      soap('rastreo', '<ws:guias><xsd:numeroDeGuia>1</xsd:numeroDeGuia></ws:guias>'),
      'urn:rastreo',
    );
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<ax21:descripcion>LA GUÍA NO EXISTE: 1</ax21:descripcion>');
    await app.close();
  });

  it('refuses to exist in production', () => {
    expect(() => redpackIntegration.mockPlugin({ mode: 'production' })).toThrow(
      /never runs in production/,
    );
    expect(() => redpackMockPlugin({ mode: 'production' })).toThrow();
  });

  it('is described for the product: hosts, demo carrier with the mock credentials', () => {
    expect(redpackIntegration.providerCode).toBe('Redpack');
    expect(redpackIntegration.knownHosts).toEqual(['ws.redpack.com.mx', 'wsqa.redpack.com.mx']);
    expect(redpackIntegration.demo).toMatchObject({
      name: 'Redpack',
      settings: { pin: DEMO.pin, user_id: DEMO.user_id },
      // RedpackWS takes no declared value: the demo Redpack insures nothing.
      insuranceType: 'none',
      maxWeightKg: 70,
      pickup: true,
    });
    expect(redpackIntegration.demo.services.map((s) => s.code)).toEqual(['EXPRESS', 'ECOEXPRESS']);
    expect(redpackIntegration.createConnector(fetch).providerCode).toBe('Redpack');
  });
});
