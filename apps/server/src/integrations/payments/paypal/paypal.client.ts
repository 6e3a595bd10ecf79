import { createHash } from 'node:crypto';
import { GatewayError, gatewayFetch, kindOfStatus, toGatewayAmount } from '../gateway-http';
import type {
  PaypalErrorBody,
  PaypalOrder,
  PaypalTransmission,
  PaypalWebhookEvent,
} from './paypal.types';

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

export interface PaypalCredentials {
  baseUrl: string;
  clientId: string;
  secret: string;
}

export interface CreateOrderInput {
  totalCents: number;
  /** Ours, echoed back on the capture and its webhook (`<tenant>:<payment id>`). */
  customId: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  /** PayPal-Request-Id: the same id never creates a second order. */
  requestId: string;
}

const DEADLINE_MS = 15_000;
const tokens = new Map<string, { token: string; expiresAt: number }>();
const pending = new Map<string, Promise<string>>();

const cacheKey = (c: PaypalCredentials) =>
  `${c.baseUrl}|${c.clientId}|${createHash('sha256').update(c.secret).digest('hex')}`;

function failure(status: number, body: unknown, what: string): GatewayError {
  const b = (body ?? {}) as PaypalErrorBody;
  const issue = b.details?.[0]?.issue ?? b.name;
  const text = b.details?.[0]?.description ?? b.message ?? `HTTP ${status}`;
  return new GatewayError('paypal', kindOfStatus(status), `${what}: ${text}`, status, issue);
}

/**
 * PayPal REST (OAuth client credentials, Orders v2, webhook verification) over fetch. The token
 * is cached per base URL + client + secret hash until 5 minutes before PayPal's stated expiry;
 * concurrent callers share one token request; a 401 on a call renews it once.
 */
export class PaypalClient {
  constructor(private readonly creds: PaypalCredentials) {}

  private async token(renew = false): Promise<string> {
    const key = cacheKey(this.creds);
    const cached = tokens.get(key);
    if (!renew && cached && cached.expiresAt > Date.now()) return cached.token;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const request = (async () => {
      const basic = Buffer.from(`${this.creds.clientId}:${this.creds.secret}`).toString('base64');
      const res = await gatewayFetch('paypal', {
        method: 'POST',
        url: `${this.creds.baseUrl}/v1/oauth2/token`,
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        deadlineMs: DEADLINE_MS,
      });
      const body = res.json as { access_token?: string; expires_in?: number } | null;
      if (res.status !== 200 || !body?.access_token) {
        const err = failure(res.status, res.json, 'oauth2/token');
        throw res.status === 400 || res.status === 401
          ? new GatewayError('paypal', 'auth', err.message, res.status, err.issue)
          : err;
      }
      const ttl = Math.max(60, (body.expires_in ?? 3600) - 300) * 1000;
      tokens.set(key, { token: body.access_token, expiresAt: Date.now() + ttl });
      return body.access_token;
    })();
    pending.set(key, request);
    try {
      return await request;
    } finally {
      pending.delete(key);
    }
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    extra: Record<string, string> = {},
    retried = false,
  ): Promise<{ status: number; json: T }> {
    const res = await gatewayFetch('paypal', {
      method,
      url: `${this.creds.baseUrl}${path}`,
      headers: {
        authorization: `Bearer ${await this.token(retried)}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      deadlineMs: DEADLINE_MS,
    });
    if (res.status === 401 && !retried) return this.call(method, path, body, extra, true);
    if (res.status >= 300) throw failure(res.status, res.json, `${method} ${path}`);
    return { status: res.status, json: res.json as T };
  }

  /** POST /v2/checkout/orders (intent CAPTURE, MXN, the payer returns to our page). */
  async createOrder(input: CreateOrderInput): Promise<PaypalOrder> {
    const { json } = await this.call<PaypalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.customId,
            custom_id: input.customId,
            description: input.description,
            amount: { currency_code: 'MXN', value: toGatewayAmount(input.totalCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: input.brandName.slice(0, 127),
              locale: 'es-MX',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      },
      { 'paypal-request-id': input.requestId, prefer: 'return=representation' },
    );
    return json;
  }

  /** POST /v2/checkout/orders/{id}/capture; the request id makes a retry answer the same. */
  async captureOrder(orderId: string): Promise<PaypalOrder> {
    const { json } = await this.call<PaypalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {},
      { 'paypal-request-id': `capture-${orderId}`, prefer: 'return=representation' },
    );
    return json;
  }

  /** GET /v2/checkout/orders/{id}. */
  async getOrder(orderId: string): Promise<PaypalOrder> {
    const { json } = await this.call<PaypalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}`,
      undefined,
    );
    return json;
  }

  /** POST /v1/notifications/verify-webhook-signature: whether PayPal signed this delivery. */
  async verifyWebhook(
    webhookId: string,
    transmission: PaypalTransmission,
    event: PaypalWebhookEvent,
  ): Promise<boolean> {
    const { json } = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { ...transmission, webhook_id: webhookId, webhook_event: event },
    );
    return json?.verification_status === 'SUCCESS';
  }
}
