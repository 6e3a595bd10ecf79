import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { assertNotProduction, checkoutPage, formFields, withQuery } from '../mock-pages';
import {
  MERCADO_MOCK_DEMO_ACCOUNT,
  MercadoMockState,
  type MercadoMockAccount,
} from './mercadopago.mock-state';
import { signMercado } from './mercadopago.signature';
import type { MercadoPayment, MercadoPreference } from './mercadopago.types';

export { MERCADO_MOCK_DEMO_ACCOUNT, MercadoMockState } from './mercadopago.mock-state';

export interface MercadoMockOptions {
  accounts?: MercadoMockAccount[];
  mode?: 'demo' | 'production';
  state?: MercadoMockState;
  baseUrl?: string;
  /** Send the payment webhook to the preference's notification_url (default true). */
  deliverWebhooks?: boolean;
}

type Req = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>;

/** Mercado Pago's error body: `{message, error, status, cause}`. */
function mpError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  code?: number,
) {
  return reply.code(status).send({
    message,
    error,
    status,
    cause: code === undefined ? [] : [{ code, description: message, data: null }],
  });
}

/**
 * A local Mercado Pago speaking Checkout Pro for tests and offline demos:
 * - POST /checkout/preferences (Bearer access token; X-Idempotency-Key repeats answer the same)
 * - GET /checkout/v1/redirect?pref_id= — the payer's page with "Pagar" / "Cancelar"; paying
 *   records an approved payment and sends the payer to back_urls.success with
 *   collection_status=approved&payment_id=…&preference_id=…&external_reference=… (then the
 *   signed `payment` webhook to notification_url); cancelling to back_urls.failure
 * - GET /v1/payments/{id}, GET /v1/payments/search?external_reference=
 * Webhooks are sent as Mercado Pago sends them: POST notification_url?data.id=<id>&type=payment
 * with {action, api_version, data: {id}, type}, x-request-id and x-signature (ts, v1 = HMAC-SHA256
 * of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;" with the account's webhook secret).
 */
export function mercadoMockPlugin(opts: MercadoMockOptions = {}): FastifyPluginAsync {
  assertNotProduction('Mercado Pago', opts.mode);
  const state = opts.state ?? new MercadoMockState(opts.accounts ?? [MERCADO_MOCK_DEMO_ACCOUNT]);
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const base = (req: FastifyRequest) =>
      opts.baseUrl ?? `${req.protocol}://${req.host}${app.prefix}`;
    const accountOf = (req: FastifyRequest, reply: FastifyReply): MercadoMockAccount | null => {
      const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const account = m ? state.accounts.get(m[1]!) : undefined;
      if (!account) {
        void mpError(reply, 401, 'unauthorized', 'invalid access token');
        return null;
      }
      return account;
    };

    async function notify(pref: MercadoPreference, payment: MercadoPayment, secret: string) {
      if (opts.deliverWebhooks === false || !pref.notification_url) return;
      const requestId = randomUUID();
      const ts = String(Date.now());
      const url = withQuery(pref.notification_url, {
        'data.id': String(payment.id),
        type: 'payment',
      });
      let status: number | 'error' = 'error';
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': signMercado(secret, String(payment.id), requestId, ts),
          },
          body: JSON.stringify({
            action: 'payment.created',
            api_version: 'v1',
            data: { id: String(payment.id) },
            date_created: new Date().toISOString(),
            id: Date.now(),
            live_mode: false,
            type: 'payment',
            user_id: String(payment.order?.id ?? ''),
          }),
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
      } catch {
        status = 'error';
      }
      state.deliveries.push({ url, paymentId: payment.id, status });
    }

    app.post('/checkout/preferences', async (req, reply) => {
      const account = accountOf(req, reply);
      if (!account) return reply;
      const key = req.headers['x-idempotency-key'];
      if (typeof key === 'string' && state.preferencesByKey.has(`${account.accessToken}|${key}`)) {
        return reply
          .code(201)
          .send(
            state.preferences.get(state.preferencesByKey.get(`${account.accessToken}|${key}`)!)!
              .preference,
          );
      }
      const body = (req.body ?? {}) as Partial<MercadoPreference> & { auto_return?: string };
      const item = body.items?.[0];
      if (!item || typeof item.unit_price !== 'number' || !(item.unit_price > 0) || !item.title) {
        return mpError(reply, 400, 'invalid_items', 'items needed', 2012);
      }
      if (item.currency_id && item.currency_id !== 'MXN') {
        return mpError(reply, 400, 'invalid_currency_id', 'currency_id invalid', 2013);
      }
      if (body.auto_return && !body.back_urls?.success) {
        return mpError(
          reply,
          400,
          'invalid_auto_return',
          'auto_return invalid. back_url.success must be defined',
        );
      }
      const id = state.newPreferenceId(account);
      const preference: MercadoPreference = {
        id,
        init_point: `${base(req)}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${base(req)}/checkout/v1/redirect?pref_id=${id}`,
        external_reference: body.external_reference ?? '',
        collector_id: account.collectorId,
        date_created: new Date().toISOString(),
        expires: body.expires ?? false,
        expiration_date_to: body.expiration_date_to ?? null,
        items: body.items,
        back_urls: body.back_urls ?? {},
        notification_url: body.notification_url,
      };
      state.preferences.set(id, {
        preference,
        account,
        amount: item.unit_price * (item.quantity || 1),
      });
      if (typeof key === 'string') state.preferencesByKey.set(`${account.accessToken}|${key}`, id);
      return reply.code(201).send(preference);
    });

    app.get('/checkout/v1/redirect', async (req: Req, reply) => {
      const pref = state.preferences.get(req.query.pref_id ?? '');
      if (!pref) return reply.code(404).type('text/plain').send('Este pago no existe o ya venció.');
      return reply.type('text/html; charset=utf-8').send(
        checkoutPage({
          title: 'Mercado Pago (simulado)',
          merchant: pref.preference.items?.[0]?.title ?? 'Comercio',
          amount: pref.amount.toFixed(2),
          payAction: `${app.prefix}/checkout/v1/pay`,
          cancelAction: `${app.prefix}/checkout/v1/cancel`,
          fields: { pref_id: pref.preference.id },
        }),
      );
    });

    app.post('/checkout/v1/pay', async (req, reply) => {
      const prefId = formFields(req.body).pref_id ?? '';
      const pref = state.preferences.get(prefId);
      if (!pref) return reply.code(404).type('text/plain').send('Este pago no existe o ya venció.');
      const payment = state.pay(prefId)!;
      void notify(pref.preference, payment, pref.account.webhookSecret);
      const back = pref.preference.back_urls?.success;
      if (!back) return reply.type('text/plain').send('Pago aprobado.');
      return reply.redirect(
        withQuery(back, {
          collection_id: String(payment.id),
          collection_status: 'approved',
          payment_id: String(payment.id),
          status: 'approved',
          external_reference: pref.preference.external_reference ?? '',
          payment_type: 'account_money',
          merchant_order_id: String(payment.order?.id ?? ''),
          preference_id: prefId,
          site_id: 'MLM',
          processing_mode: 'aggregator',
        }),
        303,
      );
    });

    app.post('/checkout/v1/cancel', async (req, reply) => {
      const prefId = formFields(req.body).pref_id ?? '';
      const pref = state.preferences.get(prefId);
      if (!pref) return reply.code(404).type('text/plain').send('Este pago no existe o ya venció.');
      const back = pref.preference.back_urls?.failure ?? pref.preference.back_urls?.success;
      if (!back) return reply.type('text/plain').send('Pago cancelado.');
      return reply.redirect(
        withQuery(back, {
          collection_status: 'null',
          status: 'null',
          preference_id: prefId,
          external_reference: pref.preference.external_reference ?? '',
        }),
        303,
      );
    });

    app.get('/v1/payments/search', async (req: Req, reply) => {
      const account = accountOf(req, reply);
      if (!account) return reply;
      const ref = req.query.external_reference;
      const results = [...state.payments.values()]
        .filter((p) => p.account === account && (!ref || p.payment.external_reference === ref))
        .map((p) => p.payment)
        .sort((a, b) => b.id - a.id);
      return {
        paging: { total: results.length, limit: 30, offset: 0 },
        results: results.slice(0, 30),
      };
    });

    app.get('/v1/payments/:id', async (req: Req, reply) => {
      const account = accountOf(req, reply);
      if (!account) return reply;
      const entry = /^\d{1,19}$/.test(req.params.id)
        ? state.payments.get(Number(req.params.id))
        : undefined;
      if (!entry || entry.account !== account) {
        return mpError(reply, 404, 'not_found', 'Payment not found', 2000);
      }
      return entry.payment;
    });
  };
}

export interface RunningMercadoMock {
  url: string;
  state: MercadoMockState;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The mock alone on a local port. */
export async function startMercadoMockServer(
  opts: Omit<MercadoMockOptions, 'state'> & { state?: MercadoMockState } = {},
): Promise<RunningMercadoMock> {
  const state = opts.state ?? new MercadoMockState(opts.accounts ?? [MERCADO_MOCK_DEMO_ACCOUNT]);
  const app = Fastify({ logger: false });
  await app.register(mercadoMockPlugin({ ...opts, state }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, app, close: () => app.close() };
}
