import { GatewayError, gatewayFetch, kindOfStatus } from '../gateway-http';
import type { MercadoErrorBody, MercadoPayment, MercadoPreference } from './mercadopago.types';

export const MERCADO_PAGO_URL = 'https://api.mercadopago.com';

export interface MercadoCredentials {
  baseUrl: string;
  accessToken: string;
}

export interface CreatePreferenceInput {
  amountCents: number;
  title: string;
  externalReference: string;
  backUrls: { success: string; failure: string; pending: string };
  notificationUrl: string;
  expiresAt: Date;
  /** X-Idempotency-Key: a retry never creates a second preference. */
  idempotencyKey: string;
}

const DEADLINE_MS = 15_000;

function failure(status: number, body: unknown, what: string): GatewayError {
  const b = (body ?? {}) as MercadoErrorBody;
  const text = b.cause?.[0]?.description ?? b.message ?? `HTTP ${status}`;
  return new GatewayError('mercadopago', kindOfStatus(status), `${what}: ${text}`, status, b.error);
}

/** Mercado Pago REST (Checkout Pro preferences, payments) over fetch with the access token. */
export class MercadoPagoClient {
  constructor(private readonly creds: MercadoCredentials) {}

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const res = await gatewayFetch('mercadopago', {
      method,
      url: `${this.creds.baseUrl}${path}`,
      headers: {
        authorization: `Bearer ${this.creds.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      deadlineMs: DEADLINE_MS,
    });
    if (res.status >= 300) throw failure(res.status, res.json, `${method} ${path.split('?')[0]}`);
    return res.json as T;
  }

  /** POST /checkout/preferences: one item in MXN, back URLs, our reference, the webhook URL. */
  createPreference(input: CreatePreferenceInput): Promise<MercadoPreference> {
    return this.call<MercadoPreference>(
      'POST',
      '/checkout/preferences',
      {
        items: [
          {
            id: input.externalReference,
            title: input.title,
            quantity: 1,
            currency_id: 'MXN',
            unit_price: input.amountCents / 100,
          },
        ],
        back_urls: input.backUrls,
        auto_return: 'approved',
        external_reference: input.externalReference,
        notification_url: input.notificationUrl,
        expires: true,
        expiration_date_to: input.expiresAt.toISOString(),
      },
      { 'x-idempotency-key': input.idempotencyKey },
    );
  }

  /** GET /v1/payments/{id}: the payment as Mercado Pago knows it. */
  getPayment(id: string): Promise<MercadoPayment> {
    return this.call<MercadoPayment>('GET', `/v1/payments/${encodeURIComponent(id)}`);
  }

  /** GET /v1/payments/search?external_reference=…: every attempt to pay one preference. */
  async paymentsFor(externalReference: string): Promise<MercadoPayment[]> {
    const q = new URLSearchParams({
      external_reference: externalReference,
      sort: 'date_created',
      criteria: 'desc',
      limit: '30',
    });
    const reply = await this.call<{ results?: MercadoPayment[] }>(
      'GET',
      `/v1/payments/search?${q}`,
    );
    return reply.results ?? [];
  }
}
