import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { fromGatewayAmount } from '../gateway-http';
import { assertNotProduction, checkoutPage, formFields, withQuery } from '../mock-pages';
import {
  PAYPAL_MOCK_DEMO_APP,
  PaypalMockState,
  type PaypalMockApp,
  type PaypalMockOrder,
} from './paypal.mock-state';
import type { PaypalOrder, PaypalWebhookEvent } from './paypal.types';

export { PAYPAL_MOCK_DEMO_APP, PaypalMockState } from './paypal.mock-state';

export interface PaypalMockOptions {
  /** The apps (client id/secret and their webhooks); the demo app by default. */
  apps?: PaypalMockApp[];
  mode?: 'demo' | 'production';
  state?: PaypalMockState;
  /** The mock's own public base (links in its answers); else read from each request. */
  baseUrl?: string;
  /** Send webhooks after approval and capture (default true). */
  deliverWebhooks?: boolean;
}

type Req = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>;

/** PayPal's error body: name, message, debug_id and details[{issue, description}]. */
function paypalError(
  reply: FastifyReply,
  status: number,
  name: string,
  issue: string,
  description: string,
) {
  const messages: Record<string, string> = {
    RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
    UNPROCESSABLE_ENTITY:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    AUTHENTICATION_FAILURE:
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  };
  return reply.code(status).send({
    name,
    message: messages[name] ?? name,
    debug_id: randomUUID().replace(/-/g, '').slice(0, 13),
    details: [{ issue, description }],
  });
}

/**
 * A local PayPal speaking REST v2 Orders for tests and offline demos:
 * - POST /v1/oauth2/token (Basic client id:secret, grant_type=client_credentials)
 * - POST /v2/checkout/orders (PayPal-Request-Id makes a retry answer the same order)
 * - GET /checkoutnow?token= — the buyer's page with "Pagar" / "Cancelar"; paying sends the buyer
 *   to `return_url?token=<order>&PayerID=…` (and CHECKOUT.ORDER.APPROVED to the webhooks),
 *   cancelling to `cancel_url?token=<order>`
 * - POST /v2/checkout/orders/{id}/capture (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED,
 *   then PAYMENT.CAPTURE.COMPLETED to the webhooks)
 * - GET /v2/checkout/orders/{id}
 * - POST /v1/notifications/verify-webhook-signature (SUCCESS only for a delivery this mock
 *   signed for that webhook id of the caller's app)
 * Deliveries carry PAYPAL-TRANSMISSION-ID/-TIME/-SIG, PAYPAL-CERT-URL and PAYPAL-AUTH-ALGO as
 * PayPal's do; the signature is an HMAC standing in for PayPal's RSA one, which is why a
 * receiver must verify through the endpoint (as the product does), never offline.
 */
export function paypalMockPlugin(opts: PaypalMockOptions = {}): FastifyPluginAsync {
  assertNotProduction('PayPal', opts.mode);
  const state =
    opts.state ?? new PaypalMockState(opts.apps ?? [{ ...PAYPAL_MOCK_DEMO_APP, webhooks: [] }]);
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const base = (req: FastifyRequest) =>
      opts.baseUrl ?? `${req.protocol}://${req.host}${app.prefix}`;

    const clientOf = (req: FastifyRequest): string | null => {
      const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const token = m && state.tokens.get(m[1]!);
      return token && token.expiresAt > Date.now() ? token.clientId : null;
    };
    const authed = (req: FastifyRequest, reply: FastifyReply): string | null => {
      const client = clientOf(req);
      if (!client) {
        void reply.code(401).send({
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      }
      return client;
    };

    function deliver(entry: PaypalMockOrder, type: string): void {
      if (opts.deliverWebhooks === false) return;
      const owner = state.apps.get(entry.clientId);
      for (const hook of owner?.webhooks ?? []) {
        const event = state.eventFor(entry, type);
        void send(hook, event, entry.order.id);
      }
    }
    async function send(
      hook: { id: string; url: string },
      event: PaypalWebhookEvent,
      orderId: string,
    ) {
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      let status: number | 'error' = 'error';
      try {
        const res = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'paypal-transmission-id': transmissionId,
            'paypal-transmission-time': time,
            'paypal-transmission-sig': state.sign(transmissionId, time, hook.id, body),
            'paypal-cert-url':
              'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-mock',
            'paypal-auth-algo': 'SHA256withRSA',
          },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
      } catch {
        status = 'error';
      }
      state.deliveries.push({ url: hook.url, eventType: event.event_type, orderId, status });
    }

    app.post('/v1/oauth2/token', async (req, reply) => {
      const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const [clientId, secret] = m
        ? Buffer.from(m[1]!, 'base64').toString().split(':')
        : [undefined, undefined];
      const known = clientId ? state.apps.get(clientId) : undefined;
      if (!known || known.secret !== secret) {
        return reply
          .code(401)
          .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (formFields(req.body).grant_type !== 'client_credentials') {
        return reply.code(400).send({
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      const token = state.newToken();
      state.tokens.set(token, { clientId: known.clientId, expiresAt: Date.now() + 32_400_000 });
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: `APP-${known.clientId.slice(0, 8).toUpperCase()}`,
        expires_in: 32_400,
        nonce: `${new Date().toISOString()}${randomUUID().slice(0, 8)}`,
      };
    });

    app.post('/v2/checkout/orders', async (req, reply) => {
      const client = authed(req, reply);
      if (!client) return reply;
      const requestId = req.headers['paypal-request-id'];
      if (typeof requestId === 'string' && state.ordersByRequestId.has(`${client}|${requestId}`)) {
        const again = state.orders.get(state.ordersByRequestId.get(`${client}|${requestId}`)!);
        return reply.code(200).send(again!.order);
      }
      const body = (req.body ?? {}) as {
        intent?: string;
        purchase_units?: {
          amount?: { currency_code?: string; value?: string };
          custom_id?: string;
          reference_id?: string;
          description?: string;
        }[];
        payment_source?: {
          paypal?: { experience_context?: { return_url?: string; cancel_url?: string } };
        };
      };
      const unit = body.purchase_units?.[0];
      const ctx = body.payment_source?.paypal?.experience_context;
      if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
        return paypalError(
          reply,
          400,
          'INVALID_REQUEST',
          'INVALID_PARAMETER_VALUE',
          'intent must be CAPTURE or AUTHORIZE',
        );
      }
      const cents = fromGatewayAmount(unit?.amount?.value);
      if (!unit || !cents || !unit.amount?.currency_code) {
        return paypalError(
          reply,
          400,
          'INVALID_REQUEST',
          'MISSING_REQUIRED_PARAMETER',
          'purchase_units[0].amount is required and must be positive',
        );
      }
      if (!ctx?.return_url || !ctx.cancel_url) {
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'PAYER_ACTION_REQUIRED_FOR_PAYPAL',
          'experience_context.return_url and cancel_url are required',
        );
      }
      const id = state.newOrderId();
      const order: PaypalOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        intent: 'CAPTURE',
        create_time: new Date().toISOString(),
        purchase_units: [
          {
            reference_id: unit.reference_id ?? 'default',
            custom_id: unit.custom_id,
            amount: { currency_code: unit.amount.currency_code, value: unit.amount.value! },
          },
        ],
        links: [
          { href: `${base(req)}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${base(req)}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      state.orders.set(id, {
        order,
        clientId: client,
        returnUrl: ctx.return_url,
        cancelUrl: ctx.cancel_url,
        createdAt: Date.now(),
        captureReplies: new Map(),
      });
      if (typeof requestId === 'string') state.ordersByRequestId.set(`${client}|${requestId}`, id);
      return reply.code(201).send(order);
    });

    app.get('/checkoutnow', async (req: Req, reply) => {
      const entry = state.orders.get(req.query.token ?? '');
      if (!entry)
        return reply.code(404).type('text/plain').send('Este pago no existe o ya venció.');
      const unit = entry.order.purchase_units![0]!;
      return reply.type('text/html; charset=utf-8').send(
        checkoutPage({
          title: 'PayPal (simulado)',
          merchant: unit.custom_id?.split(':')[0] ?? 'Comercio',
          amount: unit.amount!.value,
          payAction: `${app.prefix}/checkoutnow/approve`,
          cancelAction: `${app.prefix}/checkoutnow/cancel`,
          fields: { token: entry.order.id },
        }),
      );
    });

    app.post('/checkoutnow/approve', async (req, reply) => {
      const token = formFields(req.body).token ?? '';
      const entry = state.orders.get(token);
      if (
        !entry ||
        !['PAYER_ACTION_REQUIRED', 'CREATED', 'APPROVED'].includes(entry.order.status)
      ) {
        return reply.code(404).type('text/plain').send('Este pago no existe o ya venció.');
      }
      state.approve(token);
      deliver(entry, 'CHECKOUT.ORDER.APPROVED');
      return reply.redirect(
        withQuery(entry.returnUrl, { token, PayerID: entry.order.payer!.payer_id! }),
        303,
      );
    });

    app.post('/checkoutnow/cancel', async (req, reply) => {
      const token = formFields(req.body).token ?? '';
      const entry = state.orders.get(token);
      if (!entry)
        return reply.code(404).type('text/plain').send('Este pago no existe o ya venció.');
      return reply.redirect(withQuery(entry.cancelUrl, { token }), 303);
    });

    const ownOrder = (req: Req, reply: FastifyReply, client: string) => {
      const entry = state.orders.get(req.params.id);
      if (!entry || entry.clientId !== client) {
        void paypalError(
          reply,
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist. Please check the resource ID and try again.',
        );
        return null;
      }
      return entry;
    };

    app.post('/v2/checkout/orders/:id/capture', async (req: Req, reply) => {
      const client = authed(req, reply);
      if (!client) return reply;
      const entry = ownOrder(req, reply, client);
      if (!entry) return reply;
      const requestId = req.headers['paypal-request-id'];
      const replayed = typeof requestId === 'string' && entry.captureReplies.get(requestId);
      if (replayed) return reply.code(201).send(replayed);
      if (entry.order.status === 'COMPLETED') {
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        );
      }
      if (entry.order.status !== 'APPROVED') {
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        );
      }
      const done = state.capture(entry);
      if (typeof requestId === 'string') entry.captureReplies.set(requestId, done);
      deliver(entry, 'PAYMENT.CAPTURE.COMPLETED');
      return reply.code(201).send(done);
    });

    app.get('/v2/checkout/orders/:id', async (req: Req, reply) => {
      const client = authed(req, reply);
      if (!client) return reply;
      const entry = ownOrder(req, reply, client);
      if (!entry) return reply;
      return entry.order;
    });

    app.post('/v1/notifications/verify-webhook-signature', async (req, reply) => {
      const client = authed(req, reply);
      if (!client) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const missing = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
        'webhook_event',
      ].filter((k) => !b[k]);
      if (missing.length) {
        return paypalError(
          reply,
          400,
          'VALIDATION_ERROR',
          'MISSING_REQUIRED_PARAMETER',
          `${missing.join(', ')} required`,
        );
      }
      const owns = state.apps.get(client)?.webhooks.some((w) => w.id === b.webhook_id);
      const expected = state.sign(
        String(b.transmission_id),
        String(b.transmission_time),
        String(b.webhook_id),
        JSON.stringify(b.webhook_event),
      );
      return {
        verification_status: owns && expected === b.transmission_sig ? 'SUCCESS' : 'FAILURE',
      };
    });
  };
}

export interface RunningPaypalMock {
  url: string;
  state: PaypalMockState;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The mock alone on a local port (tests, or a separate demo process). */
export async function startPaypalMockServer(
  opts: Omit<PaypalMockOptions, 'state'> & { state?: PaypalMockState } = {},
): Promise<RunningPaypalMock> {
  const state =
    opts.state ?? new PaypalMockState(opts.apps ?? [{ ...PAYPAL_MOCK_DEMO_APP, webhooks: [] }]);
  const app = Fastify({ logger: false });
  await app.register(paypalMockPlugin({ ...opts, state }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, app, close: () => app.close() };
}
