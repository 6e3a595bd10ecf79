import { GatewayError, gatewayFetch, kindOfStatus, toGatewayAmount } from '../gateway-http';
import type {
  OpenpayAddress,
  OpenpayCard,
  OpenpayCharge,
  OpenpayCustomer,
  OpenpayErrorBody,
  OpenpayToken,
} from './openpay.types';

export const OPENPAY_SANDBOX_URL = 'https://sandbox-api.openpay.mx';
export const OPENPAY_LIVE_URL = 'https://api.openpay.mx';

export interface OpenpayCredentials {
  /** https://sandbox-api.openpay.mx, https://api.openpay.mx or a mock speaking the protocol. */
  baseUrl: string;
  merchantId: string;
  /** The private key (sk_…) for the server API, the public key (pk_…) for tokens only. */
  key: string;
}

const DEADLINE_MS = 20_000;

/** OpenPay's refusal as a GatewayError; `issue` is OpenPay's numeric error_code. */
function failure(status: number, body: unknown, what: string): GatewayError {
  const b = (body ?? {}) as OpenpayErrorBody;
  const code = typeof b.error_code === 'number' ? b.error_code : undefined;
  // OpenPay answers card declines with 402 and business refusals with 4xx; 1002 is bad keys.
  const kind = code === 1002 ? 'auth' : code === 1005 ? 'not_found' : kindOfStatus(status);
  return new GatewayError(
    'openpay',
    kind,
    `${what}: ${b.description ?? `HTTP ${status}`}`,
    status,
    code === undefined ? undefined : String(code),
  );
}

export interface CardChargeInput {
  sourceId: string;
  amountCents: number;
  description: string;
  orderId: string;
  deviceSessionId: string;
  redirectUrl: string;
  use3dSecure: boolean;
}

export interface ReferenceChargeInput {
  amountCents: number;
  description: string;
  orderId: string;
  dueDate: Date;
}

/**
 * OpenPay Mexico REST over fetch: `{base}/v1/{merchant_id}/…`, HTTP Basic with the key as the
 * user and an empty password. Every call has a deadline; errors become GatewayError.
 */
export class OpenpayClient {
  constructor(private readonly creds: OpenpayCredentials) {}

  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const res = await gatewayFetch('openpay', {
      method,
      url: `${this.creds.baseUrl}/v1/${encodeURIComponent(this.creds.merchantId)}${path}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${this.creds.key}:`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      deadlineMs: DEADLINE_MS,
    });
    if (res.status >= 300)
      throw failure(res.status, res.json, `${method} ${path.replace(/\/[a-z0-9]{15,}/gi, '/…')}`);
    return res.json as T;
  }

  /** POST /customers (requires_account false: the customer only holds cards). */
  createCustomer(input: { name: string; lastName?: string; email: string; externalId: string }) {
    return this.call<OpenpayCustomer>('POST', '/customers', {
      name: input.name,
      last_name: input.lastName || undefined,
      email: input.email,
      external_id: input.externalId,
      requires_account: false,
    });
  }

  /** POST /customers/{id}/cards with a token made in the browser. */
  addCard(customerId: string, tokenId: string, deviceSessionId: string) {
    return this.call<OpenpayCard>('POST', `/customers/${encodeURIComponent(customerId)}/cards`, {
      token_id: tokenId,
      device_session_id: deviceSessionId,
    });
  }

  getCard(customerId: string, cardId: string) {
    return this.call<OpenpayCard>(
      'GET',
      `/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
    );
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    await this.call<unknown>(
      'DELETE',
      `/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
    );
  }

  /** POST /customers/{id}/charges, method card (3-D Secure redirect when asked). */
  cardCharge(customerId: string, input: CardChargeInput) {
    return this.call<OpenpayCharge>(
      'POST',
      `/customers/${encodeURIComponent(customerId)}/charges`,
      {
        method: 'card',
        source_id: input.sourceId,
        amount: Number(toGatewayAmount(input.amountCents)),
        currency: 'MXN',
        description: input.description,
        order_id: input.orderId,
        device_session_id: input.deviceSessionId,
        use_3d_secure: input.use3dSecure,
        redirect_url: input.redirectUrl,
      },
    );
  }

  /** POST /customers/{id}/charges, method bank_account (SPEI) or store (paynet cash). */
  referenceCharge(
    customerId: string,
    method: 'bank_account' | 'store',
    input: ReferenceChargeInput,
  ) {
    return this.call<OpenpayCharge>(
      'POST',
      `/customers/${encodeURIComponent(customerId)}/charges`,
      {
        method,
        amount: Number(toGatewayAmount(input.amountCents)),
        currency: 'MXN',
        description: input.description,
        order_id: input.orderId,
        due_date: input.dueDate.toISOString().slice(0, 19),
      },
    );
  }

  /** GET /charges/{id}: the charge as OpenPay knows it (what every credit is decided on). */
  getCharge(chargeId: string) {
    return this.call<OpenpayCharge>('GET', `/charges/${encodeURIComponent(chargeId)}`);
  }

  /** POST /tokens with the PUBLIC key: what openpay.js does in the browser (tests, demo). */
  createToken(card: {
    card_number: string;
    holder_name: string;
    expiration_year: string;
    expiration_month: string;
    cvv2: string;
    address?: OpenpayAddress;
  }) {
    return this.call<OpenpayToken>('POST', '/tokens', card);
  }
}
