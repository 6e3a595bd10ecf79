import { describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector';
import { mockContext, useMockServer } from '../connector-test-kit';
import { RedpackConnector } from './redpack.connector';
import {
  REDPACK_MOCK_DEMO_CREDENTIALS as DEMO,
  startRedpackMockServer,
  type RunningRedpackMock,
} from './redpack.mock-server';

/** Spec 3's XML test connection: download the example, upload it back, get Redpack's label. */

let mock: RunningRedpackMock;
const { xmlTest } = new RedpackConnector();

useMockServer(startRedpackMockServer, (started) => (mock = started));

const ctx = (settings: Record<string, string> = {}): ConnectorContext =>
  mockContext({ pin: DEMO.pin, user_id: DEMO.user_id, base_url: mock.url, ...settings });

describe('Redpack XML test connection', () => {
  it('offers a real documentacion request with the PIN and idUsuario hidden', () => {
    const example = xmlTest.example(ctx());
    expect(example).toContain('<ws:documentacion>');
    expect(example).toContain('<ws:PIN>*****</ws:PIN>');
    expect(example).toContain('<ws:idUsuario>*****</ws:idUsuario>');
    expect(example).toContain('<xsd:codigoPostal>06700</xsd:codigoPostal>');
    expect(example).not.toContain(DEMO.pin);
    expect(xmlTest.example(ctx({ pin: '', user_id: '' }))).toBe(example);
  });

  it('sends the example back with the stored credentials and returns the label PDF', async () => {
    const result = await xmlTest.send(ctx(), xmlTest.example(ctx()));
    expect(result).toMatchObject({ ok: true, message: null });
    expect(result.label?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.exchanges).toHaveLength(1);
    const [exchange] = result.exchanges;
    expect(exchange!.request.headers.soapaction).toBe('"urn:documentacion"');
    expect(exchange!.request.body).toContain(`QA ${DEMO.pin}</ws:PIN>`);
    expect(exchange!.request.body).toContain(`>${DEMO.user_id}</ws:idUsuario>`);
    expect(exchange!.response?.body).toContain('GENERACIÓN CORRECTA');
  });

  it('puts the credentials in whatever the file says, even when it leaves them out', async () => {
    const edited = xmlTest
      .example(ctx())
      .replace('<ws:PIN>*****</ws:PIN>', '')
      .replace('<ws:idUsuario>*****</ws:idUsuario>', '<ws:idUsuario>99</ws:idUsuario>')
      .replace('Luis Pérez', 'Ana &amp; Luis');
    const result = await xmlTest.send(ctx(), edited);
    expect(result.ok).toBe(true);
    expect(result.exchanges[0]!.request.body).toMatch(
      new RegExp(`<ws:PIN>QA ${DEMO.pin}</ws:PIN>\\s*<ws:idUsuario>${DEMO.user_id}</ws:idUsuario>`),
    );
  });

  it("shows Redpack's refusal and the exchange instead of throwing", async () => {
    const refused = await xmlTest.send(ctx({ pin: 'otro' }), xmlTest.example(ctx()));
    expect(refused).toMatchObject({
      ok: false,
      message: 'PIN INVÁLIDO PARA EL USUARIO 2601',
      label: null,
    });
    expect(refused.exchanges[0]!.response?.status).toBe(500);
    const noCoverage = await xmlTest.send(ctx(), xmlTest.example(ctx()).replace(/06700/g, '00000'));
    expect(noCoverage).toMatchObject({
      ok: false,
      message: 'CÓDIGO POSTAL DESTINATARIO SIN COBERTURA: 00000',
    });
  });

  it('rejects a file that is not XML, or not a SOAP request, without calling Redpack', async () => {
    const calls = mock.state.events.length;
    const notXml = await xmlTest.send(ctx(), 'guia,peso\n1,2');
    expect(notXml).toMatchObject({ ok: false, exchanges: [], label: null });
    expect(notXml.message).toMatch(/^The file is not XML/);
    const notSoap = await xmlTest.send(ctx(), '<guia><peso>1</peso></guia>');
    expect(notSoap.message).toMatch(/not a SOAP request/);
    expect(mock.state.events.length).toBe(calls);
  });
});
