/** Why a gateway call failed, in the terms the payment services act on. */
export type GatewayFailureKind = 'auth' | 'rejected' | 'not_found' | 'unavailable' | 'timeout';

/**
 * A gateway said no or could not be reached. `issue` is the gateway's own code (PayPal's
 * `details[0].issue`, Mercado Pago's `error`); `status` the HTTP status when there was one.
 * The message never holds credentials.
 */
export class GatewayError extends Error {
  constructor(
    readonly gateway: 'paypal' | 'mercadopago' | 'openpay',
    readonly kind: GatewayFailureKind,
    message: string,
    readonly status?: number,
    readonly issue?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface GatewayRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  deadlineMs: number;
}

export interface GatewayReply {
  status: number;
  json: unknown;
}

/** One HTTP exchange with a deadline; the body is read as JSON (null when it is not). */
export async function gatewayFetch(
  gateway: GatewayError['gateway'],
  req: GatewayRequest,
): Promise<GatewayReply> {
  let res: Response;
  try {
    res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(req.deadlineMs),
    });
  } catch (err) {
    const timeout = (err as Error).name === 'TimeoutError';
    throw new GatewayError(
      gateway,
      timeout ? 'timeout' : 'unavailable',
      timeout ? `no answer within ${req.deadlineMs} ms` : `unreachable: ${(err as Error).message}`,
    );
  }
  const text = await res.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json };
}

/** 5xx, 408 and 429 are the gateway's trouble (try again later); other 4xx are refusals. */
export function kindOfStatus(status: number): GatewayFailureKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status >= 500 || status === 408 || status === 429) return 'unavailable';
  return 'rejected';
}

/** Centavos → the decimal string gateways take ("104.64"). */
export const toGatewayAmount = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A gateway's decimal amount ("104.64" or 104.64) → centavos, or null when it is not one. */
export function fromGatewayAmount(value: unknown): number | null {
  const text =
    typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value : '';
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
