import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  apiSlowEvents,
  assertMockNotInProduction,
  listenMock,
  waitSlowMode,
  type RunningMock,
  sameSecret,
  acceptXmlBodies,
} from '../mock-http-kit';
import { cotizar, generarGuia, MockFault } from './carssa.mock-ops';
import { CARSSA_MOCK_DEMO_CREDENTIALS, CarssaMockState } from './carssa.mock-state';
import { CARSSA_PATH, child, parseXml, soapFault, soapParts, text } from './carssa.soap';

export { CARSSA_MOCK_DEMO_CREDENTIALS, CarssaMockState } from './carssa.mock-state';

/**
 * A local Carssa speaking OUR OWN SOAP-style contract (carssa.soap.ts; Carssa publishes none).
 * POST /CarssaService with CotizarRequest (a deterministic tariff) or GenerarGuiaRequest (a test
 * label PDF from the mock-label kit, base64). Refusals are SOAP faults with HTTP 500:
 * - AUTH-001 (Client): user/password unknown, or the account is not theirs
 * - VAL-0xx (Client): the request's own mistakes (postal codes, weights, service, format)
 * - account 000000503 → SRV-503 (Server) "servicio no disponible"
 * - account 7000NNNNN → a normal answer after NNNNN ms (capped by `maxDelayMs`), recorded as
 *   `<op>_delayed`; a client that gives up first is recorded as `<op>_aborted`.
 * Mount `mockPlugin({ mode })` under a prefix ("/__mocks/carssa") or run it alone with
 * `startCarssaMockServer()`. It refuses to exist in production mode.
 */
export interface CarssaMockOptions {
  mode?: string;
  credentials?: readonly { user: string; password: string; account: string }[];
  state?: CarssaMockState;
  maxDelayMs?: number;
}

const sendXml = (reply: FastifyReply, status: number, xml: string) =>
  reply.status(status).type('text/xml; charset=utf-8').send(xml);

export function mockPlugin(options: CarssaMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'Carssa');
  const state = options.state ?? new CarssaMockState();
  const accounts = options.credentials ?? [CARSSA_MOCK_DEMO_CREDENTIALS];
  const maxDelayMs = options.maxDelayMs ?? 60_000;

  return async (app) => {
    acceptXmlBodies(app, 512 * 1024);

    app.post(CARSSA_PATH, async (req, reply) => {
      const parts = soapParts(parseXml(typeof req.body === 'string' ? req.body : ''));
      if (!parts?.operation)
        return sendXml(
          reply,
          500,
          soapFault('Client', 'VAL-000', 'El cuerpo no es un sobre SOAP válido'),
        );
      const creds = child(parts.header, 'Credenciales');
      const user = text(creds, 'Usuario');
      const account = text(creds, 'Cuenta');
      const op = parts.operation.localName?.replace(/Request$/, '') ?? '';
      const known = accounts.find(
        (a) => a.user === user && sameSecret(a.password, text(creds, 'Password')),
      );
      const delay = /^7000(\d{5})$/.exec(account);
      const authorized = known && (known.account === account || delay || account === '000000503');
      state.record({ type: op, account: account || null, authorized: !!authorized });
      if (!authorized)
        return sendXml(
          reply,
          500,
          soapFault('Client', 'AUTH-001', 'Usuario, contraseña o cuenta inválidos'),
        );
      if (account === '000000503')
        return sendXml(
          reply,
          500,
          soapFault('Server', 'SRV-503', 'Servicio no disponible, intente más tarde'),
        );
      if (delay) {
        const events = apiSlowEvents(op, { account }, (e) => state.record(e));
        if ((await waitSlowMode(reply, Number(delay[1]), maxDelayMs, events)) === 'gone') return;
      }
      try {
        if (op === 'Cotizar') return sendXml(reply, 200, cotizar(parts.operation));
        if (op === 'GenerarGuia')
          return sendXml(reply, 200, await generarGuia(parts.operation, state));
        return sendXml(reply, 500, soapFault('Client', 'VAL-002', `Operación desconocida: ${op}`));
      } catch (error) {
        if (!(error instanceof MockFault)) throw error;
        return sendXml(reply, 500, soapFault(error.faultCode, error.code, error.message));
      }
    });
  };
}

export type RunningCarssaMock = RunningMock<CarssaMockState>;

/** Runs the mock alone on loopback (port 0 = any free port), for tests. */
export async function startCarssaMockServer(
  options: CarssaMockOptions & { port?: number } = {},
): Promise<RunningCarssaMock> {
  assertMockNotInProduction(options.mode, 'Carssa');
  const state = options.state ?? new CarssaMockState();
  return listenMock(mockPlugin({ ...options, state }), state, options);
}
