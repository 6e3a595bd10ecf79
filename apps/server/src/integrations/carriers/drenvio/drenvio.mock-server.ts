import type { FastifyPluginAsync } from 'fastify';
import {
  assertMockNotInProduction,
  listenMock,
  mockClientStatus,
  type RunningMock,
} from '../mock-http-kit';
import {
  authorizedToken,
  sendError,
  tokenTrigger,
  type DrenvioMockContext,
} from './drenvio.mock-http';
import { mockOffers } from './drenvio.mock-pricing';
import { registerMockShipRoutes } from './drenvio.mock-ship';
import { DRENVIO_MOCK_DEMO_TOKEN, DrenvioMockState } from './drenvio.mock-state';
import { registerMockTrackRoutes } from './drenvio.mock-track';
import { checkRateBody, isObj } from './drenvio.mock-validation';
import { DRENVIO_RATE_PATH } from './drenvio.types';

export { DRENVIO_MOCK_DEMO_TOKEN, DrenvioMockState } from './drenvio.mock-state';

/**
 * A local DrEnvío speaking the protocol the DrEnvio connector uses, for tests and offline demos.
 * Errors have the shape public clients read: {message, code} (message in Spanish; `code` is our
 * [GUESS]). Every API call needs `Authorization: Bearer <token>`.
 * - POST /v2/shipments/rate: validated, answered with a JSON array of offers priced by the
 *   deterministic tariff in drenvio.mock-pricing.ts (estafeta ground/express, fedex
 *   ground/express, ampm ground, jtexpress ground, dhl express; MXN; zone by postal codes,
 *   billable weight max(actual, volumetric ÷ 5000)). Each offer's ObjectId is remembered.
 * - POST /v2/shipments/generate (drenvio.mock-ship.ts): needs a quoted ObjectId / ShippingId at
 *   its quoted price; answers {tracking, label} where label is a URL of this mock:
 *   GET <prefix>/labels/<id>.pdf (a 4×6 PDF from the mock-label kit, no token needed).
 * - [GUESS] GET /v2/shipments/{tracking}/tracking (drenvio.mock-track.ts): walks created →
 *   delivered, one event per `trackStepMs`.
 * - [GUESS] POST /v2/shipments/{tracking}/cancel: before pickup (the first `trackStepMs`), once.
 *
 * Mount `mockPlugin({ mode })` under a prefix (the demo uses /__mocks/drenvio) or run it alone
 * with `startDrenvioMockServer()`. It refuses to exist in production mode.
 *
 * Magic tokens (the Bearer value; on rate, generate, track and cancel):
 * - `despacho-demo-drenvio-token` → the demo account, served normally
 * - any other unknown token, or none → 401 {message: "Token inválido o expirado", code
 *   AUTH.TOKEN.INVALID} (the connector reports "auth")
 * - `fail-500` → 500 SERVER.INTERNAL.ERROR
 * - `fail-503` → 503 SERVER.UNAVAILABLE
 * - `fail-html` → 200 with an HTML maintenance page instead of JSON
 * - `slow-NNNN` → a normal answer after NNNN ms (capped by `maxDelayMs`), recorded as
 *   `<api>_delayed`; if the client closes first the mock records `<api>_aborted` instead.
 * Rate also refuses postal code 00000 with 400 SHIPMENTS.POSTAL_CODE.NOT_COVERED.
 */

export interface DrenvioMockOptions {
  /** The product's run mode: the mock is never built in production. */
  mode?: string;
  /** Tokens accepted as accounts (the demo token by default). */
  tokens?: readonly string[];
  state?: DrenvioMockState;
  now?: () => number;
  /** Longest delay a slow-NNNN token may ask for. */
  maxDelayMs?: number;
  /** Time from one tracking event to the next (60 s by default). */
  trackStepMs?: number;
}

/** A Fastify plugin serving DrEnvío's endpoints (see the file comment). */
export function mockPlugin(options: DrenvioMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'Dr. Envío');
  const ctx: DrenvioMockContext = {
    state: options.state ?? new DrenvioMockState(),
    now: options.now ?? Date.now,
    tokens: options.tokens ?? [DRENVIO_MOCK_DEMO_TOKEN],
    maxDelayMs: options.maxDelayMs ?? 60_000,
    trackStepMs: Math.max(1, options.trackStepMs ?? 60_000),
  };
  const { state } = ctx;

  return async (app) => {
    app.setErrorHandler((error, _req, reply) => {
      const status = mockClientStatus(error);
      return status !== null
        ? sendError(reply, status, 'La solicitud no es válida', 'REQUEST.INVALID')
        : sendError(reply, 500, 'Error interno del servidor', 'SERVER.INTERNAL.ERROR');
    });
    app.setNotFoundHandler((_req, reply) =>
      sendError(reply, 404, 'Recurso no encontrado', 'REQUEST.NOT_FOUND'),
    );

    app.post(DRENVIO_RATE_PATH, async (req, reply) => {
      const body = isObj(req.body) ? req.body : {};
      const carriers = Array.isArray(body.carriers) ? body.carriers.map(String).slice(0, 20) : [];
      const insurance = typeof body.insurance === 'number' ? body.insurance : 0;
      const record = (status: number) =>
        state.record({ type: 'rate', status, carriers, insurance });
      const token = authorizedToken(req, reply, ctx);
      if (!token) {
        record(401);
        return reply;
      }
      const trigger = await tokenTrigger('rate', token, reply, ctx, record);
      if (trigger === 'answered') return reply;
      if (trigger === 'gone') return;
      const checked = checkRateBody(req.body);
      if (!checked.ok) {
        record(400);
        return sendError(reply, 400, checked.problems.join('; '), checked.code);
      }
      record(200);
      return mockOffers(checked.value).map((offer) => state.quote(offer));
    });

    registerMockShipRoutes(app, ctx);
    registerMockTrackRoutes(app, ctx);
  };
}

export type RunningDrenvioMock = RunningMock<DrenvioMockState>;

/** Runs the mock on its own on loopback (port 0 = any free port). */
export async function startDrenvioMockServer(
  options: DrenvioMockOptions & { port?: number } = {},
): Promise<RunningDrenvioMock> {
  assertMockNotInProduction(options.mode, 'Dr. Envío');
  const state = options.state ?? new DrenvioMockState();
  return listenMock(mockPlugin({ ...options, state }), state, options);
}
