import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { quoteMockShipment } from './fedex-rest.mock-pricing';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  FedexMockState,
  type FedexMockCredentials,
} from './fedex-rest.mock-state';
import { mockLocaleOf, validateMockRateRequest } from './fedex-rest.mock-validation';
import type { FedexApiError, FedexErrorBody, FedexRateReply } from './fedex-rest.types';

export {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  FedexMockState,
  type FedexMockCredentials,
  type FedexMockEvent,
} from './fedex-rest.mock-state';

/**
 * A local FedEx speaking the REST protocol the FedexRest connector uses, for tests and offline
 * demos: POST /oauth/token (form-encoded client credentials → bearer token with an expiry) and
 * POST /rate/v1/rates/quotes (validated like FedEx, priced by the deterministic tariff in
 * fedex-rest.mock-pricing.ts). Errors have FedEx's shape: {transactionId, errors: [{code,
 * message, parameterList}]}.
 *
 * Mount `fedexMockPlugin({ mode })` at the root of a Fastify app under a prefix (e.g.
 * `/__mocks/fedex`, then set the carrier's `base_url` to `<public url>/__mocks/fedex`), or run
 * it alone with `startFedexMockServer()`. It refuses to exist in production mode.
 *
 * Failure modes, chosen by the request's account number (all other 9-digit accounts are served):
 * - 000000401 → 401 NOT.AUTHORIZED.ERROR on every rate call, whatever the token (FedEx stopped
 *   honouring it: the connector renews its token once, then reports "auth")
 * - 000000403 → 403 FORBIDDEN.ERROR
 * - 000000500 → 500 INTERNAL.SERVER.ERROR
 * - 000000503 → 503 SERVICE.UNAVAILABLE.ERROR
 * - 000000200 → 200 with an HTML maintenance page instead of JSON
 * - 7000NNNNN → a normal answer after NNNNN milliseconds (capped by `maxDelayMs`), recorded as a
 *   `rate_delayed` event when the wait starts; if the client closes the connection first, the
 *   mock records `rate_aborted` instead of answering.
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
}

function assertNotProduction(mode: FedexMockOptions['mode']): void {
  if (mode === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('The FedEx mock server never runs in production');
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function errorBody(req: FastifyRequest, errors: FedexApiError[]): FedexErrorBody {
  const customer = req.headers['x-customer-transaction-id'];
  return {
    transactionId: randomUUID(),
    ...(typeof customer === 'string' ? { customerTransactionId: customer.slice(0, 100) } : {}),
    errors,
  };
}

const FIXED_FAILURES: Readonly<Record<string, { status: number; code: string; message: string }>> =
  {
    '000000401': {
      status: 401,
      code: 'NOT.AUTHORIZED.ERROR',
      message: 'Access token expired. Please modify your request and try again.',
    },
    '000000403': {
      status: 403,
      code: 'FORBIDDEN.ERROR',
      message:
        'We could not authorize your credentials. Please check your permissions and try again.',
    },
    '000000500': {
      status: 500,
      code: 'INTERNAL.SERVER.ERROR',
      message:
        'We encountered an unexpected error and are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
    },
    '000000503': {
      status: 503,
      code: 'SERVICE.UNAVAILABLE.ERROR',
      message:
        'The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
    },
  };

/** Resolves true after `ms`, or false as soon as the client closes the connection. */
function waitUnlessClosed(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

/** A Fastify plugin serving FedEx's token and rate endpoints (see the file comment). */
export function fedexMockPlugin(options: FedexMockOptions = {}): FastifyPluginAsync {
  assertNotProduction(options.mode);
  const state = options.state ?? new FedexMockState();
  const credentials = options.credentials ?? [FEDEX_MOCK_DEMO_CREDENTIALS];
  const ttl = options.tokenTtlSeconds ?? 3599;
  const now = options.now ?? Date.now;
  const maxDelayMs = options.maxDelayMs ?? 60_000;

  const validCredentials = (id: string, secret: string) =>
    credentials.some(
      (c) => c.client_id === id && timingSafeEqual(digest(c.client_secret), digest(secret)),
    );

  const notAuthorized = (req: FastifyRequest, reply: FastifyReply, message: string) =>
    reply.status(401).send(errorBody(req, [{ code: 'NOT.AUTHORIZED.ERROR', message }]));

  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

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
      reply.status(404).send(
        errorBody(req, [
          {
            code: 'NOT.FOUND.ERROR',
            message: 'The resource you requested is no longer available.',
          },
        ]),
      ),
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
      const bearer = /^Bearer (\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
      const token = bearer ? state.check(bearer, now()) : 'unknown';
      const account = ((req.body as { accountNumber?: { value?: unknown } } | null)?.accountNumber
        ?.value ?? null) as string | null;
      const rateEvent = (status: number) =>
        state.record({
          type: 'rate',
          account: typeof account === 'string' ? account : null,
          status,
        });
      if (token !== 'valid') {
        rateEvent(401);
        return notAuthorized(
          req,
          reply,
          token === 'expired'
            ? 'Access token expired. Please modify your request and try again.'
            : 'The given token is not valid. Please modify your request and try again.',
        );
      }
      const locale = mockLocaleOf(req.headers['x-locale']);
      const today = new Date(now()).toISOString().slice(0, 10);
      const checked = validateMockRateRequest(req.body, locale, today);
      if (!checked.ok) {
        rateEvent(400);
        return reply.status(400).send(errorBody(req, checked.errors));
      }
      const request = checked.request;
      const failure = FIXED_FAILURES[request.account];
      if (failure) {
        rateEvent(failure.status);
        return reply
          .status(failure.status)
          .send(errorBody(req, [{ code: failure.code, message: failure.message }]));
      }
      if (request.account === '000000200') {
        rateEvent(200);
        return reply
          .type('text/html; charset=utf-8')
          .send('<html><body><h1>Scheduled maintenance</h1></body></html>');
      }
      const delay = /^7000(\d{5})$/.exec(request.account);
      if (delay) {
        const ms = Math.min(Number(delay[1]), maxDelayMs);
        state.record({ type: 'rate_delayed', account: request.account, ms });
        const answered = await waitUnlessClosed(ms, reply.raw);
        if (!answered) {
          state.record({ type: 'rate_aborted', account: request.account });
          reply.hijack();
          return;
        }
      }
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
        return reply
          .status(400)
          .send(errorBody(req, [{ code: 'RATE.SERVICE.UNAVAILABLE', message }]));
      }
      rateEvent(200);
      const customer = req.headers['x-customer-transaction-id'];
      const body: FedexRateReply = {
        transactionId: randomUUID(),
        ...(typeof customer === 'string' ? { customerTransactionId: customer.slice(0, 100) } : {}),
        output: {
          alerts: [],
          rateReplyDetails: details,
          quoteDate: request.shipDate,
          encoded: false,
        },
      };
      return body;
    });
  };
}

export interface RunningFedexMock {
  /** Base URL for the carrier's `base_url` setting, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  state: FedexMockState;
  close(): Promise<void>;
}

/** Runs the mock on its own (loopback by default; port 0 = any free port). */
export async function startFedexMockServer(
  options: FedexMockOptions & { port?: number; host?: string } = {},
): Promise<RunningFedexMock> {
  assertNotProduction(options.mode);
  const state = options.state ?? new FedexMockState();
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  await app.register(fedexMockPlugin({ ...options, state }));
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shownHost}:${port}`, port, state, close: () => app.close() };
}
