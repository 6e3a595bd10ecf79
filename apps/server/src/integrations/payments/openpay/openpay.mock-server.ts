import bwipjs from 'bwip-js/node';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { assertNotProduction, escapeHtml, formFields, withQuery } from '../mock-pages';
import { fromGatewayAmount, toGatewayAmount } from '../gateway-http';
import {
  OPENPAY_TEST_CARDS,
  OpenpayMockState,
  type OpenpayMockMerchant,
} from './openpay.mock-state';
import type { OpenpayAddress, OpenpayCard, OpenpayCharge } from './openpay.types';

export {
  OPENPAY_MOCK_DEMO_MERCHANT,
  OPENPAY_TEST_CARDS,
  OpenpayMockState,
} from './openpay.mock-state';

export interface OpenpayMockOptions {
  merchants?: OpenpayMockMerchant[];
  mode?: 'demo' | 'production';
  state?: OpenpayMockState;
  /** Pays SPEI and store charges by itself after this many ms (default: only the simulate page). */
  autoCompleteMs?: number;
}

type Params = { mid: string; cid: string; id: string };
type Req = FastifyRequest<{ Params: Params }>;

/** OpenPay's error body: `{category, description, http_code, error_code, request_id}`. */
function opError(
  reply: FastifyReply,
  http: number,
  code: number,
  description: string,
  category = 'request',
) {
  return reply.code(http).send({
    category,
    description,
    http_code: http,
    error_code: code,
    request_id: `req-${Date.now().toString(36)}`,
  });
}

const luhnOk = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (n: string) =>
  n.startsWith('4')
    ? 'visa'
    : /^5[1-5]|^2[2-7]/.test(n)
      ? 'mastercard'
      : /^3[47]/.test(n)
        ? 'american_express'
        : 'carnet';

const str = (v: unknown, max = 200) =>
  typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null;

/**
 * A local OpenPay (Mexico) speaking its REST protocol, for tests and offline demos:
 * - POST /v1/{merchant}/tokens (public or private key): validates the card (Luhn, expiry)
 * - POST /v1/{merchant}/customers; POST, GET, DELETE /v1/{merchant}/customers/{id}/cards[/{card}]
 *   (saving a declined test card answers 402 / error_code 3001)
 * - POST /v1/{merchant}/customers/{id}/charges: card (use_3d_secure → charge_pending with
 *   payment_method {type: redirect, url} to this mock's 3-D Secure page), bank_account (SPEI:
 *   CLABE, bank, agreement, name) and store (reference, barcode_url) in_progress until paid
 * - GET /v1/{merchant}/charges/{id}
 * - GET /3ds/{charge}: "Autorizar" completes the charge, sends charge.succeeded to the merchant's
 *   webhook and redirects to redirect_url?id={charge}; "Rechazar" fails it
 * - GET /simulate/{charge}: the SPEI/store receipt with "Simular pago" (POST) that pays it
 * - GET /barcode/{reference}.png: a Code 128 image of a store reference
 * Webhooks go out as OpenPay sends them: POST {type, event_date, transaction}, unsigned.
 */
export function openpayMockPlugin(opts: OpenpayMockOptions = {}): FastifyPluginAsync {
  assertNotProduction('OpenPay', opts.mode);
  const state = opts.state ?? new OpenpayMockState(opts.merchants ?? []);
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const base = (req: FastifyRequest) => `${req.protocol}://${req.host}${app.prefix}`;

    /** Basic auth: the private key (or, for tokens, the public key) as the user. */
    const merchantOf = (
      req: Req,
      reply: FastifyReply,
      allowPublic = false,
    ): OpenpayMockMerchant | null => {
      const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const user = m ? Buffer.from(m[1]!, 'base64').toString('utf8').split(':')[0] : '';
      const merchant = state.merchants.get(req.params.mid);
      if (
        !merchant ||
        !(user === merchant.privateKey || (allowPublic && user === merchant.publicKey))
      ) {
        void opError(reply, 401, 1002, 'The api key or merchant id are invalid');
        return null;
      }
      return merchant;
    };

    const customerOf = (req: Req, reply: FastifyReply, merchant: OpenpayMockMerchant) => {
      const c = state.customers.get(req.params.cid);
      if (!c || c.merchant !== merchant.id) {
        void opError(reply, 404, 1005, 'The customer with id does not exist');
        return null;
      }
      return c.customer;
    };

    async function notify(merchantId: string, type: string, charge: OpenpayCharge) {
      const url = state.merchants.get(merchantId)?.webhookUrl() ?? null;
      if (!url) return;
      let status: number | 'error' = 'error';
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Openpay-CARGOSMX' },
          body: JSON.stringify({ type, event_date: new Date().toISOString(), transaction: charge }),
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
      } catch {
        status = 'error';
      }
      state.deliveries.push({ url, type, chargeId: charge.id, status });
    }

    /** Completes an open charge (3-D Secure authorised, SPEI received, cash paid) once. */
    async function complete(chargeId: string): Promise<OpenpayCharge | null> {
      const entry = state.charges.get(chargeId);
      if (!entry) return null;
      if (entry.charge.status !== 'in_progress' && entry.charge.status !== 'charge_pending')
        return entry.charge;
      entry.charge.status = 'completed';
      entry.charge.operation_date = new Date().toISOString();
      entry.charge.authorization = String(Math.floor(100000 + Math.random() * 899999));
      await notify(entry.merchant, 'charge.succeeded', entry.charge);
      return entry.charge;
    }

    // Browsers tokenise from the web app's origin (openpay.js does the same against OpenPay).
    const cors = (reply: FastifyReply) =>
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'authorization, content-type');
    app.options('/v1/:mid/tokens', async (_req, reply) => cors(reply).code(204).send());
    app.post('/v1/:mid/tokens', async (req: Req, reply) => {
      cors(reply);
      const merchant = merchantOf(req, reply, true);
      if (!merchant) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const number = String(b.card_number ?? '').replace(/[\s-]/g, '');
      const holder = str(b.holder_name, 80);
      const month = str(b.expiration_month, 2);
      const year = str(b.expiration_year, 2);
      const cvv = str(b.cvv2, 4);
      if (!holder || !month || !year || !cvv)
        return opError(
          reply,
          400,
          1001,
          'holder_name, expiration_month, expiration_year and cvv2 are required',
        );
      if (!/^\d{13,19}$/.test(number) || !luhnOk(number))
        return opError(reply, 422, 2004, 'The card number verification digit is invalid');
      if (!/^\d{3,4}$/.test(cvv))
        return opError(reply, 422, 2006, 'The CVV2 security code is required');
      const mm = Number(month);
      const yy = 2000 + Number(year);
      const now = new Date();
      if (
        !/^\d{2}$/.test(month) ||
        !/^\d{2}$/.test(year) ||
        mm < 1 ||
        mm > 12 ||
        yy < now.getFullYear() ||
        (yy === now.getFullYear() && mm < now.getMonth() + 1)
      ) {
        return opError(reply, 400, 2005, 'The expiration date has already passed');
      }
      const card: OpenpayCard = {
        id: '',
        type: 'credit',
        brand: brandOf(number),
        card_number: `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`,
        holder_name: holder,
        expiration_month: month,
        expiration_year: year,
        bank_name: 'Banamex',
        address: (b.address as OpenpayAddress | undefined) ?? null,
        creation_date: new Date().toISOString(),
      };
      const id = state.newId('k');
      state.tokens.set(id, { merchant: merchant.id, card, number, used: false });
      return reply.code(201).send({ id, card });
    });

    app.post('/v1/:mid/customers', async (req: Req, reply) => {
      const merchant = merchantOf(req, reply);
      if (!merchant) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const name = str(b.name, 100);
      const email = str(b.email, 100);
      if (!name || !email) return opError(reply, 400, 1001, 'name and email are required');
      const customer = {
        id: state.newId('a'),
        name,
        last_name: str(b.last_name, 100),
        email,
        external_id: str(b.external_id, 100),
        creation_date: new Date().toISOString(),
      };
      state.customers.set(customer.id, { merchant: merchant.id, customer });
      return reply.code(201).send(customer);
    });

    app.post('/v1/:mid/customers/:cid/cards', async (req: Req, reply) => {
      const merchant = merchantOf(req, reply);
      if (!merchant) return reply;
      const customer = customerOf(req, reply, merchant);
      if (!customer) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const token = state.tokens.get(String(b.token_id ?? ''));
      if (!token || token.merchant !== merchant.id || token.used)
        return opError(reply, 404, 1005, 'The requested token does not exist');
      if (!str(b.device_session_id, 255))
        return opError(reply, 400, 1001, 'device_session_id is required');
      token.used = true;
      if (token.number === OPENPAY_TEST_CARDS.declined)
        return opError(reply, 402, 3001, 'The card was declined', 'gateway');
      const card = { ...token.card, id: state.newId('k'), customer_id: customer.id };
      state.cards.set(card.id, {
        card,
        number: token.number,
        merchant: merchant.id,
        customerId: customer.id,
      });
      return reply.code(201).send(card);
    });

    const cardOf = (
      req: FastifyRequest<{ Params: Params & { card: string } }>,
      reply: FastifyReply,
    ) => {
      const entry = state.cards.get(req.params.card);
      if (!entry || entry.customerId !== req.params.cid || entry.merchant !== req.params.mid) {
        void opError(reply, 404, 1005, 'The requested card does not exist');
        return null;
      }
      return entry;
    };
    app.get(
      '/v1/:mid/customers/:cid/cards/:card',
      async (req: FastifyRequest<{ Params: Params & { card: string } }>, reply) => {
        if (!merchantOf(req, reply)) return reply;
        return cardOf(req, reply)?.card ?? reply;
      },
    );
    app.delete(
      '/v1/:mid/customers/:cid/cards/:card',
      async (req: FastifyRequest<{ Params: Params & { card: string } }>, reply) => {
        if (!merchantOf(req, reply)) return reply;
        const entry = cardOf(req, reply);
        if (!entry) return reply;
        state.cards.delete(entry.card.id);
        return reply.code(204).send();
      },
    );

    app.post('/v1/:mid/customers/:cid/charges', async (req: Req, reply) => {
      const merchant = merchantOf(req, reply);
      if (!merchant) return reply;
      const customer = customerOf(req, reply, merchant);
      if (!customer) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const amountCents = fromGatewayAmount(b.amount);
      const description = str(b.description, 250);
      if (!amountCents || amountCents <= 0 || !description)
        return opError(reply, 400, 1001, 'amount and description are required');
      if (b.currency && b.currency !== 'MXN')
        return opError(reply, 400, 1001, 'currency is not supported');
      const orderId = str(b.order_id, 100);
      if (
        orderId &&
        [...state.charges.values()].some(
          (c) => c.merchant === merchant.id && c.charge.order_id === orderId,
        )
      ) {
        return opError(reply, 409, 3012, 'The order_id has already been processed');
      }
      const now = new Date();
      const charge: OpenpayCharge = {
        id: state.newId('tr'),
        authorization: null,
        method: 'card',
        operation_type: 'in',
        transaction_type: 'charge',
        status: 'in_progress',
        amount: Number(toGatewayAmount(amountCents)),
        currency: 'MXN',
        description,
        order_id: orderId,
        customer_id: customer.id,
        creation_date: now.toISOString(),
      };
      let redirectUrl: string | undefined;
      if (b.method === 'card') {
        const card = state.cards.get(String(b.source_id ?? ''));
        if (!card || card.customerId !== customer.id)
          return opError(reply, 404, 1005, 'The requested card does not exist');
        if (!str(b.device_session_id, 255))
          return opError(reply, 400, 1001, 'device_session_id is required');
        if (card.number === OPENPAY_TEST_CARDS.insufficientFunds)
          return opError(reply, 402, 3003, 'The card has insufficient funds', 'gateway');
        charge.card = card.card;
        if (b.use_3d_secure === true && card.number !== OPENPAY_TEST_CARDS.frictionless) {
          redirectUrl = str(b.redirect_url, 500) ?? undefined;
          if (!redirectUrl)
            return opError(reply, 400, 1001, 'redirect_url is required for 3D Secure');
          charge.status = 'charge_pending';
          charge.payment_method = { type: 'redirect', url: `${base(req)}/3ds/${charge.id}` };
        } else {
          charge.status = 'completed';
          charge.operation_date = now.toISOString();
          charge.authorization = String(Math.floor(100000 + Math.random() * 899999));
        }
      } else if (b.method === 'bank_account' || b.method === 'store') {
        charge.method = b.method;
        const due =
          typeof b.due_date === 'string' && !Number.isNaN(Date.parse(b.due_date))
            ? new Date(b.due_date)
            : new Date(now.getTime() + 3 * 86_400_000);
        charge.due_date = due.toISOString();
        if (b.method === 'bank_account') {
          charge.payment_method = {
            type: 'bank_transfer',
            bank: 'BBVA Bancomer',
            clabe: `000000000000${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
            name: charge.id.slice(0, 14).toUpperCase(),
            agreement: '0000000',
            url: `${base(req)}/simulate/${charge.id}`,
          };
        } else {
          const reference = `1010${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
          charge.payment_method = {
            type: 'store',
            reference,
            barcode_url: `${base(req)}/barcode/${reference}.png`,
            url: `${base(req)}/simulate/${charge.id}`,
          };
        }
      } else {
        return opError(reply, 400, 1001, 'method must be card, bank_account or store');
      }
      state.charges.set(charge.id, { merchant: merchant.id, charge, redirectUrl, amountCents });
      if (charge.status === 'completed') void notify(merchant.id, 'charge.succeeded', charge);
      else void notify(merchant.id, 'charge.created', charge);
      if (charge.method !== 'card' && opts.autoCompleteMs !== undefined) {
        setTimeout(() => void complete(charge.id), opts.autoCompleteMs).unref();
      }
      return reply.code(200).send(charge);
    });

    const getCharge = async (req: Req, reply: FastifyReply) => {
      const merchant = merchantOf(req, reply);
      if (!merchant) return reply;
      const entry = state.charges.get(req.params.id);
      if (!entry || entry.merchant !== merchant.id)
        return opError(reply, 404, 1005, 'The requested resource does not exist');
      return entry.charge;
    };
    app.get('/v1/:mid/charges/:id', getCharge);
    app.get('/v1/:mid/customers/:cid/charges/:id', getCharge);

    const page = (title: string, body: string) => `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>
<p>Servidor simulado de OpenPay (modo demo): no se mueve dinero real.</p>${body}</main></body></html>`;

    app.get('/3ds/:id', async (req: Req, reply) => {
      const entry = state.charges.get(req.params.id);
      if (!entry || entry.charge.method !== 'card')
        return reply.code(404).type('text/plain').send('Este cargo no existe.');
      const c = entry.charge;
      return reply.type('text/html').send(
        page(
          'Autenticación 3-D Secure',
          `<p>Tarjeta: <strong>${escapeHtml(c.card?.card_number ?? '')}</strong></p>
<p>Total: <strong data-testid="amount">$${escapeHtml(toGatewayAmount(entry.amountCents))} MXN</strong></p>
<form method="post" action="${escapeHtml(`${app.prefix}/3ds/${c.id}/authorize`)}"><button type="submit">Autorizar</button></form>
<form method="post" action="${escapeHtml(`${app.prefix}/3ds/${c.id}/reject`)}"><button type="submit">Rechazar</button></form>`,
        ),
      );
    });
    app.post(
      '/3ds/:id/:decision',
      async (req: FastifyRequest<{ Params: { id: string; decision: string } }>, reply) => {
        formFields(req.body);
        const entry = state.charges.get(req.params.id);
        if (!entry || entry.charge.method !== 'card' || !entry.redirectUrl)
          return reply.code(404).type('text/plain').send('Este cargo no existe.');
        if (entry.charge.status === 'charge_pending') {
          if (req.params.decision === 'authorize') await complete(entry.charge.id);
          else {
            entry.charge.status = 'failed';
            entry.charge.error_message = 'Authentication 3D Secure failed';
            entry.charge.error_code = 3005;
            await notify(entry.merchant, 'charge.failed', entry.charge);
          }
        }
        return reply.redirect(withQuery(entry.redirectUrl, { id: entry.charge.id }), 303);
      },
    );

    app.get('/simulate/:id', async (req: Req, reply) => {
      const entry = state.charges.get(req.params.id);
      if (!entry || entry.charge.method === 'card')
        return reply.code(404).type('text/plain').send('Este cargo no existe.');
      const c = entry.charge;
      const pm = c.payment_method ?? { type: 'store' };
      const rows =
        c.method === 'bank_account'
          ? `<p>Banco destino: ${escapeHtml(pm.bank ?? '')}</p><p>CLABE: <strong>${escapeHtml(pm.clabe ?? '')}</strong></p><p>Concepto de pago: ${escapeHtml(pm.name ?? '')}</p><p>Referencia (convenio CIE): ${escapeHtml(pm.agreement ?? '')}</p><p>Descripción: ${escapeHtml(c.description)}</p>`
          : `<p>Referencia: <strong>${escapeHtml(pm.reference ?? '')}</strong></p><p>Descripción: ${escapeHtml(c.description)}</p><img alt="Código de barras" src="${escapeHtml(pm.barcode_url ?? '')}">`;
      return reply.type('text/html').send(
        page(
          c.method === 'bank_account' ? 'Ficha de pago SPEI' : 'Ficha de pago en tienda',
          `${rows}<p>Total: <strong data-testid="amount">$${escapeHtml(toGatewayAmount(entry.amountCents))} MXN</strong></p>
<p>Estado: <strong data-testid="status">${escapeHtml(c.status)}</strong></p>
${c.status === 'in_progress' ? `<form method="post" action="${escapeHtml(`${app.prefix}/simulate/${c.id}`)}"><button type="submit">Simular pago</button></form>` : ''}`,
        ),
      );
    });
    app.post('/simulate/:id', async (req: Req, reply) => {
      const entry = state.charges.get(req.params.id);
      if (!entry || entry.charge.method === 'card')
        return reply.code(404).type('text/plain').send('Este cargo no existe.');
      await complete(entry.charge.id);
      return reply.redirect(`${app.prefix}/simulate/${entry.charge.id}`, 303);
    });

    app.get('/barcode/:id', async (req: Req, reply) => {
      const m = /^(\d{6,30})\.png$/.exec(req.params.id);
      if (!m) return reply.code(404).type('text/plain').send('Referencia inválida.');
      const png = await bwipjs.toBuffer({
        bcid: 'code128',
        text: m[1]!,
        scale: 2,
        height: 12,
        includetext: true,
        textxalign: 'center',
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    });
  };
}

export interface RunningOpenpayMock {
  url: string;
  state: OpenpayMockState;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The mock alone on a local port. */
export async function startOpenpayMockServer(
  opts: OpenpayMockOptions & { state: OpenpayMockState },
): Promise<RunningOpenpayMock> {
  const app = Fastify({ logger: false });
  await app.register(openpayMockPlugin(opts));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, state: opts.state, app, close: () => app.close() };
}
