import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  assertMockNotInProduction,
  listenMock,
  type RunningMock,
  sendHtml,
  waitSlowMode,
  sameSecret,
  acceptXmlBodies,
} from '../mock-http-kit';
import { child, childElements, children, parseXml, textAt } from './redpack.soap';
import { REDPACK_OPERATIONS, REDPACK_SERVICE_PATH } from './redpack.types';
import { solicitudRecoleccionCF } from './redpack.mock-pickup';
import { coberturaNacional, cotizacionNacional } from './redpack.mock-rate';
import { documentacion } from './redpack.mock-ship';
import {
  MockRefusal,
  resultado,
  responseEnvelope,
  sendFault,
  sendXml,
  type MockCall,
  type MockContext,
} from './redpack.mock-soap';
import {
  REDPACK_MOCK_DEMO_CREDENTIALS,
  RedpackMockState,
  type RedpackMockCredentials,
  type RedpackMockOperation,
} from './redpack.mock-state';
import { rastreo } from './redpack.mock-track';
import { redpackMockWsdl } from './redpack.mock-wsdl';

export { REDPACK_MOCK_DEMO_CREDENTIALS, RedpackMockState } from './redpack.mock-state';

/**
 * A local Redpack speaking RedpackWS (SOAP 1.1, Axis2 document/literal) at
 * POST /RedpackAPI_WS/services/RedpackWS, for tests and offline demos; GET …?wsdl describes it.
 * It dispatches on the Body's operation element (a SOAPAction naming another operation is a
 * Client fault, like Axis2), checks the PIN ("QA <pin>": the mock is Redpack's QA system) and
 * the idUsuario, and answers like RedpackWS: `<ns:{op}Response><ns:return>` with
 * resultadoConsumoWS (estatus 1 = done; a business refusal is estatus ≠ 1, gravedad 1 and
 * Redpack's words, HTTP 200), or a SOAP Fault (HTTP 500) for an unreadable request or refused
 * credentials. Operations: cotizacionNacional and coberturaNacional (redpack.mock-rate.ts:
 * deterministic MXN tariff by zone and weight), documentacion (redpack.mock-ship.ts: guías
 * remembered, labels from the mock-label kit), rastreo (redpack.mock-track.ts: events walk over
 * time, one per `trackStepMs`), solicitudRecoleccionCF (redpack.mock-pickup.ts).
 *
 * Failure modes, chosen by idUsuario (with any PIN the mock accepts):
 * - 401 → SOAP Fault "ACCESO DENEGADO: EL USUARIO 401 NO TIENE PERMISO…" (credentials refused)
 * - 500 → HTTP 500 with Tomcat's HTML error page
 * - 503 → HTTP 503 with an HTML "Service Unavailable" page
 * - 200 → HTTP 200 with an HTML maintenance page instead of XML
 * - 7000N… (7000 then digits N) → a normal answer after N ms (capped by `maxDelayMs`), recorded
 *   as a `delayed` event; if the client closes the connection first, an `aborted` event instead.
 * Any other idUsuario than the accepted ones, a wrong PIN or a "PROD" prefix is a Fault too.
 * Business refusals: postal code 00000 (no coverage, estatus 12), a package over 70 kg
 * (estatus 15), an unknown guía (estatus 2), a guía number already documented (58), a
 * pickup on a past day (31) or a weekend (32), missing party fields (20).
 */

export interface RedpackMockOptions {
  /** PIN/idUsuario pairs accepted; the demo pair by default. */
  credentials?: readonly RedpackMockCredentials[];
  /** The product's run mode: the mock is never built in production. */
  mode?: 'demo' | 'production';
  state?: RedpackMockState;
  now?: () => number;
  /** Longest delay a 7000N… idUsuario may ask for. */
  maxDelayMs?: number;
  /** Time from one tracking event of a guía to the next (60 s by default). */
  trackStepMs?: number;
}

const HANDLERS: Record<RedpackMockOperation, (call: MockCall, ctx: MockContext) => unknown> = {
  cotizacionNacional,
  coberturaNacional,
  documentacion,
  rastreo,
  solicitudRecoleccionCF,
};

const MAGIC_USERS = new Set(['401', '500', '503', '200']);
const HTML: Record<number, string> = {
  500: '<html><head><title>Apache Tomcat - Error report</title></head><body><h1>HTTP Status 500 - Internal Server Error</h1></body></html>',
  503: '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>',
  200: '<html><body><h1>Mantenimiento programado</h1><p>Redpack regresa pronto.</p></body></html>',
};

/** The operation SOAPAction names ("urn:rastreo", "\"urn:rastreo\"", "…#rastreo"), or null. */
function soapActionOf(req: FastifyRequest): string | null {
  const header = req.headers.soapaction;
  const value = (Array.isArray(header) ? header[0] : header)?.replace(/"/g, '').trim();
  return value ? (value.split(/[:/#]/).pop() ?? '') : null;
}

export function redpackMockPlugin(options: RedpackMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'Redpack');
  const credentials = options.credentials ?? [REDPACK_MOCK_DEMO_CREDENTIALS];
  const ctx: MockContext = {
    state: options.state ?? new RedpackMockState(),
    now: options.now ?? Date.now,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    trackStepMs: Math.max(1, options.trackStepMs ?? 60_000),
  };
  const { state } = ctx;

  /** The fault for refused credentials, or null when the PIN and idUsuario are accepted. */
  function credentialsRefusal(pin: string, userId: string): string | null {
    const [prefix, ...rest] = pin.split(/\s+/);
    if (prefix === 'PROD') return 'EL PIN NO CORRESPONDE AL AMBIENTE QA';
    const secret = rest.join(' ');
    if (prefix !== 'QA' || !secret) return 'PIN INVÁLIDO: DEBE INICIAR CON QA';
    const magic = MAGIC_USERS.has(userId) || /^7000\d+$/.test(userId);
    const ok = credentials.some(
      (c) => (magic || c.user_id === userId) && sameSecret(c.pin, secret),
    );
    return ok ? null : `PIN INVÁLIDO PARA EL USUARIO ${userId.slice(0, 12) || 'VACÍO'}`;
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    let doc;
    try {
      doc = parseXml(typeof req.body === 'string' ? req.body : '');
    } catch (error) {
      return sendFault(reply, 'Client', `Error al leer la petición: ${(error as Error).message}`);
    }
    const root = doc.documentElement!;
    const body = root.localName === 'Envelope' ? child(root, 'Body') : undefined;
    const request = body ? childElements(body)[0] : undefined;
    const operation = request?.localName ?? '';
    const action = soapActionOf(req);
    if (
      !request ||
      !(REDPACK_OPERATIONS as readonly string[]).includes(operation) ||
      (action && action !== operation)
    ) {
      return sendFault(
        reply,
        'Client',
        `The endpoint reference (EPR) for the Operation not found is ${REDPACK_SERVICE_PATH} and the WSA Action = urn:${action ?? operation}`,
      );
    }
    const op = operation as RedpackMockOperation;
    const userId = textAt(request, 'idUsuario').slice(0, 20);
    const record = (estatus: number) => state.record({ type: op, user_id: userId, estatus });
    if (userId === '401') {
      record(500);
      return sendFault(
        reply,
        'Server',
        'ACCESO DENEGADO: EL USUARIO 401 NO TIENE PERMISO PARA USAR EL SERVICIO',
      );
    }
    const page = HTML[Number(userId)];
    if (page && MAGIC_USERS.has(userId)) {
      record(Number(userId));
      return sendHtml(reply, page, Number(userId));
    }
    const delay = /^7000(\d+)$/.exec(userId);
    if (delay) {
      const waited = await waitSlowMode(reply, Number(delay[1]), ctx.maxDelayMs, {
        delayed: (ms) => state.record({ type: 'delayed', operation, user_id: userId, ms }),
        aborted: () => state.record({ type: 'aborted', operation, user_id: userId }),
      });
      if (waited === 'gone') return;
    }
    const refusal = credentialsRefusal(textAt(request, 'PIN'), userId);
    if (refusal) {
      record(500);
      return sendFault(reply, 'Server', refusal);
    }
    const call: MockCall = { operation, userId, guias: children(request, 'guias') };
    try {
      if (!call.guias.length) throw new MockRefusal(10, 'NO SE RECIBIÓ NINGUNA GUÍA');
      const returns = (await HANDLERS[op](call, ctx)) as Parameters<typeof responseEnvelope>[1];
      record(1);
      return sendXml(reply, responseEnvelope(operation, returns));
    } catch (error) {
      if (!(error instanceof MockRefusal)) throw error;
      record(error.estatus);
      return sendXml(
        reply,
        responseEnvelope(operation, [[resultado(error.estatus, error.descripcion)]]),
      );
    }
  }

  return async (app) => {
    acceptXmlBodies(app, 1024 * 1024);
    app.setErrorHandler((_error, _req, reply) =>
      sendFault(reply, 'Server', 'Error interno del servicio RedpackWS'),
    );
    app.post(REDPACK_SERVICE_PATH, handle);
    app.get(REDPACK_SERVICE_PATH, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      if (!('wsdl' in query) && !('WSDL' in query)) {
        return sendHtml(
          reply,
          '<html><body><h1>RedpackWS</h1><p>POST SOAP requests here; the WSDL is at ?wsdl</p></body></html>',
        );
      }
      const location = `${req.protocol}://${req.headers.host ?? 'localhost'}${req.url.split('?')[0]}`;
      return reply.type('text/xml; charset=UTF-8').send(redpackMockWsdl(location));
    });
  };
}

export type RunningRedpackMock = RunningMock<RedpackMockState>;

/** Runs the mock on its own (loopback by default; port 0 = any free port). */
export async function startRedpackMockServer(
  options: RedpackMockOptions & { port?: number; host?: string } = {},
): Promise<RunningRedpackMock> {
  assertMockNotInProduction(options.mode, 'Redpack');
  const state = options.state ?? new RedpackMockState();
  return listenMock(redpackMockPlugin({ ...options, state }), state, options);
}
