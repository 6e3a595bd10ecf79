import { describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import { EstafetaConnector } from './estafeta.connector';
import { estafetaCtx } from './estafeta.test-fixtures';
import {
  ESTAFETA_MOCK_DEMO_CREDENTIALS as DEMO,
  startEstafetaMockServer,
  type RunningEstafetaMock,
} from './estafeta.mock-server';

/** Spec 3's XML test connection: the example request sent to the mock's SOAP label service. */

let mock: RunningEstafetaMock;
const connector = new EstafetaConnector();
const xmlTest = connector.xmlTest;

useMockServer(startEstafetaMockServer, (started) => (mock = started));

const ctx = (settings: Record<string, string> = {}) => estafetaCtx(mock.url, settings);

describe('Estafeta XML test connection', () => {
  it('sends the example with the stored credentials and gets a PDF label', async () => {
    const example = xmlTest.example(ctx());
    expect(example).toContain('<login xsi:type="xsd:string">*****</login>');
    expect(example).not.toContain(DEMO.password);

    const result = await xmlTest.send(ctx(), example);
    expect(result).toMatchObject({ ok: true, message: null });
    expect(result.label?.subarray(0, 4).toString()).toBe('%PDF');
    const [exchange] = result.exchanges;
    expect(exchange?.request).toMatchObject({
      method: 'POST',
      url: `${mock.url}/EstafetaLabel20/services/EstafetaLabelWS`,
      headers: expect.objectContaining({ soapaction: '""' }),
    });
    expect(exchange?.request.body).toContain(
      `<password xsi:type="xsd:string">${DEMO.password}</password>`,
    );
    expect(exchange?.response?.body).toContain('<resultDescription xsi:type="xsd:string">');
    const waybill = mock.state.events.at(-1);
    expect(waybill).toMatchObject({ type: 'soap_label', status: 200 });
  });

  it("shows Estafeta's SOAP fault for refused credentials, without throwing", async () => {
    const result = await xmlTest.send(ctx({ password: 'wrong' }), xmlTest.example(ctx()));
    expect(result).toMatchObject({
      ok: false,
      message: 'Usuario o contraseña inválidos / Invalid login or password',
      label: null,
    });
    expect(result.exchanges[0]?.response?.status).toBe(500);
  });

  it('refuses a file that is not XML, or lacks the SOAP credentials settings', async () => {
    const notXml = await xmlTest.send(ctx(), 'login=1&password=2');
    expect(notXml).toMatchObject({ ok: false, exchanges: [], label: null });
    expect(notXml.message).toMatch(/^The file is not well-formed XML/);
    const noLogin = await xmlTest.send(ctx({ login: '' }), xmlTest.example(ctx()));
    expect(noLogin).toMatchObject({ ok: false, message: 'Missing Estafeta settings: login' });
  });
});
