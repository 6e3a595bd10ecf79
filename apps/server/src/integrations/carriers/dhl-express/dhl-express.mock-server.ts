import type { FastifyPluginAsync } from 'fastify';
import {
  assertMockNotInProduction,
  listenMock,
  mockClientStatus,
  type RunningMock,
} from '../mock-http-kit';
import { sendProblem, type DhlMockContext } from './dhl-express.mock-http';
import { registerMockPickupRoutes } from './dhl-express.mock-pickup';
import { registerMockRateRoutes } from './dhl-express.mock-rates';
import { registerMockShipRoutes } from './dhl-express.mock-ship';
import {
  DHL_MOCK_DEMO_CREDENTIALS,
  DhlMockState,
  type DhlMockCredentials,
} from './dhl-express.mock-state';
import { registerMockTrackRoutes } from './dhl-express.mock-track';

export {
  DHL_MOCK_DEMO_CREDENTIALS,
  DhlMockState,
  type DhlMockCredentials,
  type DhlMockEvent,
} from './dhl-express.mock-state';

/**
 * A local DHL Express speaking the MyDHL API (REST) the DHL connector uses, for tests and
 * offline demos. Every call needs HTTP Basic with the demo username and password (else 401)
 * and DHL's `x-version` header (else 400). Errors are DHL's problem details
 * ({instance, detail, title, message, status: "400", additionalDetails}, application/problem+json):
 * 422 for schema problems, 400 for business refusals, 404 for unknown waybills and pickups.
 * - POST /rates, GET /rates (dhl-express.mock-rates.ts): priced by the tariff in
 *   dhl-express.mock-pricing.ts; MX→MX answers N, G and I, MX→abroad answers P. Postal codes
 *   must be 5 digits and not 00xxx (410301 / 410303); a domestic shipment may not be customs
 *   declarable (420505).
 * - POST /shipments (dhl-express.mock-ship.ts): a 10-digit waybill and the mock kit's label.
 * - GET /tracking, GET /shipments/{awb}/tracking (dhl-express.mock-track.ts): a checkpoint per
 *   `trackStepMs` up to OK delivered.
 * - POST /pickups, PATCH /pickups/{id}, DELETE /pickups/{id} (dhl-express.mock-pickup.ts).
 *
 * Failure modes, chosen by the shipper account (accounts[] on rates, shipments and pickups,
 * accountNumber on GET /rates, the booked pickup's account on DELETE; tracking has none). All
 * other accounts are served:
 * - 000000401 → 401 "Invalid Credentials" (DHL refuses the account's credentials)
 * - 000000500 → 500 "999: Process failure occurred…"
 * - 000000503 → 503 "The service is temporarily unavailable…"
 * - 000000200 → 200 with an HTML maintenance page instead of JSON
 * - 7000NNNNN → a normal answer after NNNNN milliseconds (capped by `maxDelayMs`), recorded as a
 *   `<api>_delayed` event; if the client closes the connection first, `<api>_aborted` is
 *   recorded and nothing is answered.
 *
 * Mount `dhlMockPlugin({ mode })` under a prefix (`/__mocks/dhl`, the carrier's `base_url`
 * then being `<public url>/__mocks/dhl`) or run it alone with `startDhlMockServer()`. It refuses
 * to exist in production mode.
 */

export interface DhlMockOptions {
  /** Username/password pairs accepted; the demo pair by default. */
  credentials?: readonly DhlMockCredentials[];
  /** The product's run mode: the mock is never built in production. */
  mode?: string;
  state?: DhlMockState;
  now?: () => number;
  /** Longest delay a 7000NNNNN account may ask for (60 s by default). */
  maxDelayMs?: number;
  /** Time from one tracking checkpoint to the next (60 s by default). */
  trackStepMs?: number;
}

/** A Fastify plugin serving MyDHL's endpoints (see the file comment). */
export function dhlMockPlugin(options: DhlMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'DHL');
  const ctx: DhlMockContext = {
    state: options.state ?? new DhlMockState(),
    now: options.now ?? Date.now,
    credentials: options.credentials ?? [DHL_MOCK_DEMO_CREDENTIALS],
    maxDelayMs: options.maxDelayMs ?? 60_000,
    trackStepMs: Math.max(1, options.trackStepMs ?? 60_000),
  };
  return async (app) => {
    app.setErrorHandler((error, req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      return mockClientStatus(error) !== null
        ? sendProblem(reply, 400, path, 'The request body is not valid JSON')
        : sendProblem(reply, 500, path, '999: Process failure occurred');
    });
    app.setNotFoundHandler((req, reply) =>
      sendProblem(reply, 404, req.url.split('?')[0] ?? '/', 'The requested resource was not found'),
    );
    registerMockRateRoutes(app, ctx);
    registerMockShipRoutes(app, ctx);
    registerMockTrackRoutes(app, ctx);
    registerMockPickupRoutes(app, ctx);
  };
}

export type RunningDhlMock = RunningMock<DhlMockState>;

/** Runs the mock on its own (loopback, any free port by default). */
export async function startDhlMockServer(
  options: DhlMockOptions & { port?: number; host?: string } = {},
): Promise<RunningDhlMock> {
  assertMockNotInProduction(options.mode, 'DHL');
  const state = options.state ?? new DhlMockState();
  return listenMock(dhlMockPlugin({ ...options, state }), state, {
    ...options,
    forceCloseConnections: true,
  });
}
