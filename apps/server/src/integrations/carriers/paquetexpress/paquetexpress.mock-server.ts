import type { MockOptions } from '../carrier-integration';
import type { FastifyPluginAsync } from 'fastify';
import {
  assertMockNotInProduction,
  mockClientStatus,
  listenMock,
  type RunningMock,
  headingPage,
  sendHtml,
  sameSecret,
} from '../mock-http-kit';
import {
  BAD_CREDENTIALS,
  PX_MOCK_FAILURE_USERS,
  isFailureUser,
  pxAnswer,
  refuse,
  requireEnvelope,
  userTrigger,
  type PxMockContext,
} from './paquetexpress.mock-http';
import { pxMockQuotations, type PxMockPackage } from './paquetexpress.mock-pricing';
import { registerMockShipRoutes } from './paquetexpress.mock-ship';
import {
  PEXPRESS_MOCK_DEMO_CREDENTIALS,
  PxMockState,
  type PxMockCredentials,
} from './paquetexpress.mock-state';
import { registerMockTrackRoutes } from './paquetexpress.mock-track';
import type { PxQuoteData } from './paquetexpress.types';

export { PEXPRESS_MOCK_DEMO_CREDENTIALS, PxMockState } from './paquetexpress.mock-state';
export { PX_MOCK_FAILURE_USERS } from './paquetexpress.mock-http';

/**
 * A local Paquetexpress speaking the canonical envelope the PExpress connector uses, for tests
 * and offline demos. Refusals come back as Paquetexpress's do: HTTP 200, body.response
 * {success:false, messages:[{code, description, typeError:"ERROR"}]}.
 * - POST /RadRestFul/api/rad/loginv1/login: {header.security {user, password: base64}} → data
 *   {token}, a JWT-looking token valid `tokenTtlMs` (30 s, as Paquetexpress's PDF says); an
 *   expired one is refused with code 500 "The Token has expired on …".
 * - POST /WsQuotePaquetexpress/api/apiQuoter/v2/getQuotation: user, password and contract token
 *   in header.security; quotations priced by paquetexpress.mock-pricing.ts. Catalog codes: 45
 *   CODIGO POSTAL INVALIDO (not 5 digits), 44 NO EXISTE COBERTURA (postal codes 00xxx), 23 PESO
 *   EXCEDIDO (a package over 70 kg).
 * - POST /RadRestFul/api/rad/v1/guia, /cancelguia (only before the pickup scan, one
 *   `trackStepMs` after the waybill), GET /wsReportPaquetexpress/GenCartaPorte (raw PDF, letter
 *   or `measure=4x6`), POST /RadRestFul/api/rad/v1/infotrack (ZPL in cadenaImpresion): see
 *   paquetexpress.mock-ship.ts; labels come from ../mock-label-kit.ts.
 * - GET /ptxws/rest/api/v3/guia/historico/{rastreo}/{token}: SWB → HCM → HCA → TRN → WHU → HTC
 *   → HDC, one event per `trackStepMs`; POST /RadRestFul/api/rad/v1/order: one pickup order for
 *   one or more comma-separated waybills, Monday to Friday (paquetexpress.mock-track.ts).
 *
 * Mount `paquetexpressMockPlugin({ mode })` under a prefix (`/__mocks/paquetexpress`, then the
 * carrier's `base_url` is `<public url>/__mocks/paquetexpress`), or run it alone with
 * `startPaquetexpressMockServer()`. It refuses to exist in production mode.
 *
 * Failure modes, chosen by the user name (any password; the token's user on tracking, the
 * waybill's user on GenCartaPorte):
 * - WSQFAIL401 → login and quoter refused: code 401 "Combinacion de usuario y contraseña
 *   incorrecta" (the connector reports "auth")
 * - WSQFAIL500 → the login works; every other call answers HTTP 500 with an error envelope
 * - WSQFAIL503 → the login works; every other call answers HTTP 503 "Service Unavailable"
 * - WSQFAILHTML → the login works; every other call answers HTTP 200 with an HTML page
 * - 7000NNN… (7000 then digits) → the login works; every other call answers normally after
 *   NNN… milliseconds (capped by `maxDelayMs`), recorded as `<api>_delayed`; if the client
 *   closes the connection first the mock records `<api>_aborted` and never answers.
 */

export interface PxMockOptions {
  /** Accepted accounts (user, password, quoter contract token); the demo account by default. */
  credentials?: readonly PxMockCredentials[];
  /** Lifetime of login tokens in ms (Paquetexpress: 30 s). */
  tokenTtlMs?: number;
  mode?: string;
  state?: PxMockState;
  now?: () => number;
  maxDelayMs?: number;
  /** Time from one tracking event to the next (60 s by default). */
  trackStepMs?: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function packagesOf(data: Partial<PxQuoteData>): PxMockPackage[] | null {
  const shipments = data.shipmentDetail?.shipments;
  if (!Array.isArray(shipments) || !shipments.length) return null;
  const packages = shipments.map((s) => ({
    quantity: num(s.quantity) || 1,
    weight: num(s.weight),
    longShip: num(s.longShip),
    widthShip: num(s.widthShip),
    highShip: num(s.highShip),
  }));
  const valid = packages.every((p) =>
    [p.weight, p.longShip, p.widthShip, p.highShip].every((v) => Number.isFinite(v) && v > 0),
  );
  return valid ? packages : null;
}

/** A Fastify plugin serving Paquetexpress's endpoints (see the file comment). */
export function paquetexpressMockPlugin(options: PxMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'Paquetexpress');
  const accounts = options.credentials ?? [PEXPRESS_MOCK_DEMO_CREDENTIALS];
  const ctx: PxMockContext = {
    state: options.state ?? new PxMockState(),
    now: options.now ?? Date.now,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    trackStepMs: Math.max(1, options.trackStepMs ?? 60_000),
    tokenTtlMs: Math.max(1, options.tokenTtlMs ?? 30_000),
  };
  const { state } = ctx;
  const account = (user: string) => accounts.find((a) => a.user === user);

  return async (app) => {
    app.setErrorHandler((error, _req, reply) => {
      if (mockClientStatus(error) !== null) {
        return refuse(reply, '400', 'Estructura de la petición inválida');
      }
      return reply
        .status(500)
        .send(
          pxAnswer(null, [
            { code: '500', description: 'Error interno del servidor', typeError: 'ERROR' },
          ]),
        );
    });

    app.setNotFoundHandler((_req, reply) => sendHtml(reply, headingPage('404 Not Found'), 404));

    app.post('/RadRestFul/api/rad/loginv1/login', async (req, reply) => {
      const security = (
        req.body as { header?: { security?: { user?: unknown; password?: unknown } } } | null
      )?.header?.security;
      const user = typeof security?.user === 'string' ? security.user.slice(0, 100) : '';
      const encoded = typeof security?.password === 'string' ? security.password : '';
      const password = Buffer.from(encoded, 'base64').toString('utf8');
      const known = account(user);
      const granted =
        user !== PX_MOCK_FAILURE_USERS.refused &&
        ((isFailureUser(user) && password.length > 0) ||
          (!!known && sameSecret(known.password, password)));
      state.record({ type: 'login', user, granted });
      if (!granted) return refuse(reply, '401', BAD_CREDENTIALS);
      return pxAnswer({ token: state.issue(user, ctx.tokenTtlMs, ctx.now()) });
    });

    app.post('/WsQuotePaquetexpress/api/apiQuoter/v2/getQuotation', async (req, reply) => {
      const envelope = requireEnvelope(req, reply);
      if (!envelope) return reply;
      const { user, password = '', token = '' } = envelope.security;
      if (isFailureUser(user)) {
        if (await userTrigger('quote', user, reply, ctx)) return reply;
      } else {
        const known = account(user);
        if (
          !known ||
          !sameSecret(known.password, password) ||
          !sameSecret(known.quote_token, token)
        ) {
          state.record({ type: 'quote', user, ok: false, detail: 'auth' });
          return refuse(reply, '401', BAD_CREDENTIALS);
        }
      }
      const data = (envelope.data ?? {}) as Partial<PxQuoteData>;
      const origin = String(data.clientAddrOrig?.zipCode ?? '');
      const destination = String(data.clientAddrDest?.zipCode ?? '');
      const fail = (code: string, words: string) => {
        state.record({ type: 'quote', user, ok: false, detail: code });
        return refuse(reply, code, words);
      };
      if (!/^\d{5}$/.test(origin) || !/^\d{5}$/.test(destination)) {
        return fail('45', 'CODIGO POSTAL INVALIDO');
      }
      if (!data.clientAddrOrig?.colonyName || !data.clientAddrDest?.colonyName) {
        return fail('400', 'El nombre de la colonia (colonyName) es requerido');
      }
      if (origin.startsWith('00') || destination.startsWith('00')) {
        return fail('44', 'NO EXISTE COBERTURA PARA CODIGO POSTAL');
      }
      const packages = packagesOf(data);
      if (!packages) return fail('400', 'El detalle de los bultos (shipmentDetail) es inválido');
      if (packages.some((p) => p.weight > 70)) return fail('23', 'PESO EXCEDIDO');
      const services = data.services;
      const quotations = pxMockQuotations(
        {
          originZip: origin,
          destinationZip: destination,
          packages,
          homeDelivery: services?.dlvyType === '1',
          pickupAtAddress: services?.radType === '1',
          insuredValue:
            services?.invType === 'A' ? Math.max(0, num(services.totlDeclVlue) || 0) : 0,
        },
        ctx.now(),
      );
      state.record({ type: 'quote', user, ok: true });
      return pxAnswer({
        clientAddrOrig: { zipCode: origin, colonyName: data.clientAddrOrig.colonyName },
        clientAddrDest: { zipCode: destination, colonyName: data.clientAddrDest.colonyName },
        quoteServices: data.quoteServices ?? ['ALL'],
        quotations,
      });
    });

    registerMockShipRoutes(app, ctx);
    registerMockTrackRoutes(app, ctx);
  };
}

/** The descriptor's `mockPlugin({ mode })`. */
export const mockPlugin = (opts: MockOptions) =>
  paquetexpressMockPlugin({ mode: opts.mode, now: opts.now, trackStepMs: opts.trackStepMs });

export type RunningPaquetexpressMock = RunningMock<PxMockState>;

/** Runs the mock on its own (loopback, any free port unless given). */
export async function startPaquetexpressMockServer(
  options: PxMockOptions & { port?: number; host?: string } = {},
): Promise<RunningPaquetexpressMock> {
  assertMockNotInProduction(options.mode, 'Paquetexpress');
  const state = options.state ?? new PxMockState();
  return listenMock(paquetexpressMockPlugin({ ...options, state }), state, options);
}
