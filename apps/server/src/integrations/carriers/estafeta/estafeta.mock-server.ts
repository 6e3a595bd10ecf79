import type { FastifyPluginAsync } from 'fastify';
import {
  assertMockNotInProduction,
  mockClientStatus,
  listenMock,
  type RunningMock,
  sameSecret,
  acceptFormBodies,
} from '../mock-http-kit';
import { ESTAFETA_PATHS } from './estafeta.settings';
import { oauthRefusal, sendErrors, type MockContext } from './estafeta.mock-http';
import { registerMockLabelRoute } from './estafeta.mock-label';
import { registerMockRateRoute } from './estafeta.mock-rate';
import { registerMockSoapRoute, type EstafetaSoapCredentials } from './estafeta.mock-soap';
import { ESTAFETA_MOCK_DEMO_CREDENTIALS, EstafetaMockState } from './estafeta.mock-state';
import { registerMockTrackRoutes } from './estafeta.mock-track';

export {
  ESTAFETA_MOCK_DEMO_CREDENTIALS,
  EstafetaMockState,
  type EstafetaMockEvent,
} from './estafeta.mock-state';

/**
 * A local Estafeta for tests and offline demos: every API on one host at its real path (set the
 * carrier's `base_url` to where it is mounted, e.g. `<public url>/__mocks/estafeta`).
 * - POST /auth/oauth/v2/token: Basic client auth + grant_type=client_credentials&scope=execute →
 *   bearer token with an expiry; bad credentials → 401 {error: invalid_client, error_description}.
 * - Every REST call needs a live bearer token and the `apikey` header it was issued to, else
 *   401 {error: invalid_token | invalid_apikey, error_description}.
 * - POST /Cotizacion/rest/Cotizador/Cotizacion (estafeta.mock-rate.ts): MXN tariff by zone and
 *   billable weight; bad input → 400 [{code, description}] (code an integer, as the label swagger has it); destination 00000 → a Quotation
 *   without services and Estafeta's Message.
 * - POST /v1/wayBills?outputType=FILE_PDF|FILE_PDF_SC|FILE_THERMAL_SEQUENCE
 *   (estafeta.mock-label.ts): a 22-character waybill it remembers and its label from the mock
 *   label kit (letter PDF, 4×6 PDF, ZPL); destination 00000 → 200 with data null and
 *   labelPetitionResult.result {code 130, description}.
 * - POST /v1/WS_trackingItems/tracking-item-status (estafeta.mock-track.ts): a remembered waybill
 *   walks DOC → REC → TRA → RUT → ENT, one step per `trackStepMs`; unknown numbers answer an
 *   item error.
 * - POST /v2/MiEstafetaServices/rest/PickupAPI/NewPickup: {Code 0, Folio, Warehouse}, or a Code
 *   with Estafeta's Description for a past day, a Sunday, a bad postal code or no packages.
 * - POST /EstafetaLabel20/services/EstafetaLabelWS (estafeta.mock-soap.ts): SOAP createLabel;
 *   login/password/suscriberId/customerNumber must be the demo ones, else a SOAP fault.
 *
 * Failure modes, chosen by the customer number of a REST call (rate: CustomerNumber or the
 * Customer header; label: identification.customerNumber; track: itemReference.clientNumber;
 * pickup: AccountNumber); every other 7-digit number is served:
 * - 0000401 → 401 {error: invalid_token} whatever the token (the connector renews once → auth)
 * - 0000500 → 500 [{code: 500, description}]
 * - 0000503 → 503 [{code: 503, description}]
 * - 0000200 → 200 with an HTML maintenance page instead of JSON
 * - 7000NNN… (7000 then 1 to 6 digits) → the normal answer after NNN… ms (capped by
 *   `maxDelayMs`), recorded as `<api>_delayed`; if the client closes first, `<api>_aborted`.
 */

export interface EstafetaMockOptions {
  /** API key/secret pairs accepted; the demo pair by default. */
  credentials?: readonly { api_key: string; api_secret: string }[];
  /** SOAP label credentials accepted; the demo ones by default. */
  soapCredentials?: readonly EstafetaSoapCredentials[];
  tokenTtlSeconds?: number;
  mode?: string;
  state?: EstafetaMockState;
  now?: () => number;
  maxDelayMs?: number;
  /** Time from one tracking status to the next (60 s by default). */
  trackStepMs?: number;
}

const DEMO = ESTAFETA_MOCK_DEMO_CREDENTIALS;

/** A Fastify plugin serving Estafeta's endpoints (see the file comment). */
export function estafetaMockPlugin(options: EstafetaMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'Estafeta');
  const credentials = options.credentials ?? [DEMO];
  const soapCredentials = options.soapCredentials ?? [
    {
      login: DEMO.login,
      password: DEMO.password,
      suscriberId: DEMO.suscriber_id,
      customerNumber: DEMO.customer_number,
    },
  ];
  const ttl = options.tokenTtlSeconds ?? 3600;
  const ctx: MockContext = {
    state: options.state ?? new EstafetaMockState(),
    now: options.now ?? Date.now,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    trackStepMs: Math.max(1, options.trackStepMs ?? 60_000),
  };
  const valid = (key: string, secret: string) =>
    credentials.some((c) => c.api_key === key && sameSecret(c.api_secret, secret));

  return async (app) => {
    acceptFormBodies(app);
    app.setErrorHandler((error, _req, reply) => {
      const status = mockClientStatus(error);
      return status !== null
        ? sendErrors(reply, status, status, 'La petición no es válida')
        : sendErrors(reply, 500, 500, 'Error interno del servidor');
    });
    app.setNotFoundHandler((_req, reply) =>
      sendErrors(reply, 404, 404, 'El recurso solicitado no existe'),
    );

    app.post(ESTAFETA_PATHS.token, async (req, reply) => {
      const basic = /^Basic (\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
      const [key = '', ...rest] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      const form = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<
        string,
        string | undefined
      >;
      const granted =
        form.grant_type === 'client_credentials' &&
        form.scope === 'execute' &&
        valid(key, rest.join(':'));
      ctx.state.record({ type: 'token', api_key: key.slice(0, 100), granted });
      if (!granted) {
        return oauthRefusal(reply, 'invalid_client', 'The given client credentials were not valid');
      }
      return {
        access_token: ctx.state.issue(key, ttl, ctx.now()),
        token_type: 'Bearer',
        expires_in: ttl,
        scope: 'execute',
      };
    });

    registerMockRateRoute(app, ctx);
    registerMockLabelRoute(app, ctx);
    registerMockTrackRoutes(app, ctx);
    registerMockSoapRoute(app, ctx, soapCredentials);
  };
}

export type RunningEstafetaMock = RunningMock<EstafetaMockState>;

/** Runs the mock on its own (loopback; port 0 = any free port). */
export async function startEstafetaMockServer(
  options: EstafetaMockOptions & { port?: number; host?: string } = {},
): Promise<RunningEstafetaMock> {
  assertMockNotInProduction(options.mode, 'Estafeta');
  const state = options.state ?? new EstafetaMockState();
  return listenMock(estafetaMockPlugin({ ...options, state }), state, options);
}
