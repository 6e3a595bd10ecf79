import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  assertMockNotInProduction,
  listenMock,
  type RunningMock,
  sameSecret,
  acceptFormBodies,
} from '../mock-http-kit';
import {
  accountTrigger,
  authorized,
  customerTransaction,
  errorBody,
  notAuthorized,
  sendErrors,
  type MockContext,
} from './fedex-rest.mock-http';
import { registerMockPickupRoutes } from './fedex-rest.mock-pickup';
import { quoteMockShipment } from './fedex-rest.mock-pricing';
import { registerMockShipRoutes } from './fedex-rest.mock-ship';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  FedexMockState,
  type FedexMockCredentials,
} from './fedex-rest.mock-state';
import { registerMockTrackRoutes } from './fedex-rest.mock-track';
import { checkDeclaredValues } from './fedex-rest.mock-declared-value';
import { mockLocaleOf, Problems, validateMockRateRequest } from './fedex-rest.mock-validation';
import type { FedexRateReply } from './fedex-rest.types';

export {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  FedexMockState,
  type FedexMockCredentials,
  type FedexMockEvent,
} from './fedex-rest.mock-state';

/**
 * A local FedEx speaking the REST protocol the FedexRest connector uses, for tests and offline
 * demos. Errors have FedEx's shape: {transactionId, errors: [{code, message, parameterList}]},
 * worded in English or, for an es_* x-locale, Spanish.
 * - POST /oauth/token: form-encoded client credentials → bearer token with an expiry.
 * - POST /rate/v1/rates/quotes: validated like FedEx, priced by the deterministic tariff in
 *   fedex-rest.mock-pricing.ts.
 * - POST /ship/v1/shipments, PUT /ship/v1/shipments/cancel (fedex-rest.mock-ship.ts): a real
 *   label (PDF letter or 4×6, or ZPL II) for a 12-digit tracking number the mock remembers.
 * - POST /track/v1/trackingnumbers (fedex-rest.mock-track.ts): a remembered shipment walks
 *   label created → picked up → … → delivered, one event per `trackStepMs`.
 * - POST /pickup/v1/pickups, PUT /pickup/v1/pickups/cancel (fedex-rest.mock-pickup.ts).
 *
 * Mount `fedexMockPlugin({ mode })` at the root of a Fastify app under a prefix (e.g.
 * `/__mocks/fedex`, then set the carrier's `base_url` to `<public url>/__mocks/fedex`), or run
 * it alone with `startFedexMockServer()`. It refuses to exist in production mode.
 *
 * Failure modes, chosen by the request's account number on rate, ship, cancel, pickup and pickup
 * cancel (all other 9-digit accounts are served; Track requests carry no account):
 * - 000000401 → 401 NOT.AUTHORIZED.ERROR on every call, whatever the token (FedEx stopped
 *   honouring it: the connector renews its token once, then reports "auth")
 * - 000000403 → 403 FORBIDDEN.ERROR
 * - 000000500 → 500 INTERNAL.SERVER.ERROR
 * - 000000503 → 503 SERVICE.UNAVAILABLE.ERROR
 * - 000000200 → 200 with an HTML maintenance page instead of JSON
 * - 7000NNNNN → a normal answer after NNNNN milliseconds (capped by `maxDelayMs`), recorded as a
 *   `<api>_delayed` event (rate_delayed, ship_delayed…) when the wait starts; if the client
 *   closes the connection first, the mock records `<api>_aborted` instead of answering.
 * Ship also refuses a recipient postal code 00000 with RECIPIENT.POSTALCODE.INVALID (rates
 * price it, so a product can quote, pay and then see FedEx refuse the label).
 */

export interface FedexMockOptions {
  /** API key/secret pairs accepted; the demo pair by default. */
  credentials?: readonly FedexMockCredentials[];
  /** Lifetime of issued tokens (FedEx: 3599 s). */
  tokenTtlSeconds?: number;
  /** The product's run mode: the mock is never built in production. */
  mode?: 'demo' | 'production';
  state?: FedexMockState;
  now?: () => number;
  /** Longest delay a 7000NNNNN account may ask for. */
  maxDelayMs?: number;
  /** Time from one tracking event of a shipment to the next (60 s by default). */
  trackStepMs?: number;
}

/** A Fastify plugin serving FedEx's endpoints (see the file comment). */
export function fedexMockPlugin(options: FedexMockOptions = {}): FastifyPluginAsync {
  assertMockNotInProduction(options.mode, 'FedEx');
  const credentials = options.credentials ?? [FEDEX_MOCK_DEMO_CREDENTIALS];
  const ttl = options.tokenTtlSeconds ?? 3599;
  const ctx: MockContext = {
    state: options.state ?? new FedexMockState(),
    now: options.now ?? Date.now,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    trackStepMs: Math.max(1, options.trackStepMs ?? 60_000),
  };
  const { state, now } = ctx;

  const validCredentials = (id: string, secret: string) =>
    credentials.some((c) => c.client_id === id && sameSecret(c.client_secret, secret));

  return async (app) => {
    acceptFormBodies(app);

    app.setErrorHandler((error, req, reply) => {
      const { statusCode, name } = (error ?? {}) as { statusCode?: number; name?: string };
      const status = statusCode ?? 0;
      const client = status >= 400 && status < 500 ? status : name === 'AppError' ? 400 : 0;
      const [code, message] = client
        ? ['INVALID.INPUT.EXCEPTION', 'Invalid field value in the input.']
        : [
            'INTERNAL.SERVER.ERROR',
            'We encountered an unexpected error and are working to resolve the issue.',
          ];
      return reply.status(client || 500).send(errorBody(req, [{ code, message }]));
    });

    app.setNotFoundHandler((req, reply) =>
      sendErrors(req, reply, 404, [
        {
          code: 'NOT.FOUND.ERROR',
          message: 'The resource you requested is no longer available.',
        },
      ]),
    );

    app.post('/oauth/token', async (req, reply) => {
      const isForm = String(req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      const form = (isForm ? req.body : {}) as Record<string, string | undefined>;
      const clientId = (form.client_id ?? '').slice(0, 200);
      const granted =
        form.grant_type === 'client_credentials' &&
        validCredentials(clientId, form.client_secret ?? '');
      state.record({ type: 'token', client_id: clientId, granted });
      if (!granted) {
        return notAuthorized(
          req,
          reply,
          'The given client credentials were not valid. Please modify your request and try again.',
        );
      }
      return {
        access_token: state.issue(clientId, ttl, now()),
        token_type: 'bearer',
        expires_in: ttl,
        scope: 'CXS',
      };
    });

    app.post('/rate/v1/rates/quotes', async (req, reply) => {
      const account = ((req.body as { accountNumber?: { value?: unknown } } | null)?.accountNumber
        ?.value ?? null) as string | null;
      const rateEvent = (status: number, declaredValueCents = 0) =>
        state.record({
          type: 'rate',
          account: typeof account === 'string' ? account : null,
          status,
          ...(declaredValueCents ? { declared_value_cents: declaredValueCents } : {}),
        });
      if (!authorized(req, reply, ctx)) {
        rateEvent(401);
        return reply;
      }
      const locale = mockLocaleOf(req.headers['x-locale']);
      const today = new Date(now()).toISOString().slice(0, 10);
      const checked = validateMockRateRequest(req.body, locale, today);
      const declaredProblems = new Problems(locale);
      const declaredValueCents = checkDeclaredValues(
        (req.body as { requestedShipment?: { requestedPackageLineItems?: unknown } } | null)
          ?.requestedShipment?.requestedPackageLineItems,
        declaredProblems,
      );
      if (!checked.ok || declaredProblems.list.length) {
        rateEvent(400);
        const errors = [...(checked.ok ? [] : checked.errors), ...declaredProblems.list];
        return sendErrors(req, reply, 400, errors);
      }
      const request = { ...checked.request, declaredValueCents };
      const trigger = await accountTrigger('rate', request.account, req, reply, ctx, rateEvent);
      if (trigger === 'answered') return reply;
      if (trigger === 'gone') return;
      let details = quoteMockShipment(request);
      if (request.serviceType)
        details = details.filter((d) => d.serviceType === request.serviceType);
      if (!details.length) {
        rateEvent(400);
        const es = locale === 'es';
        const message = request.serviceType
          ? es
            ? `El servicio ${request.serviceType} no está disponible entre estos códigos postales.`
            : `Service ${request.serviceType} is not available between these postal codes.`
          : es
            ? 'FedEx no ofrece servicio entre este origen y destino para esta cuenta.'
            : 'FedEx offers no service between this origin and destination for this account.';
        return sendErrors(req, reply, 400, [{ code: 'RATE.SERVICE.UNAVAILABLE', message }]);
      }
      rateEvent(200, declaredValueCents);
      const body: FedexRateReply = {
        transactionId: randomUUID(),
        ...customerTransaction(req),
        output: {
          alerts: [],
          rateReplyDetails: details,
          quoteDate: request.shipDate,
          encoded: false,
        },
      };
      return body;
    });

    registerMockShipRoutes(app, ctx);
    registerMockTrackRoutes(app, ctx);
    registerMockPickupRoutes(app, ctx);
  };
}

export type RunningFedexMock = RunningMock<FedexMockState>;

/** Runs the mock on its own (loopback by default; port 0 = any free port). */
export async function startFedexMockServer(
  options: FedexMockOptions & {
    port?: number;
    host?: string;
    forceCloseConnections?: boolean;
  } = {},
): Promise<RunningFedexMock> {
  assertMockNotInProduction(options.mode, 'FedEx');
  const state = options.state ?? new FedexMockState();
  return listenMock(fedexMockPlugin({ ...options, state }), state, options);
}
