import { StoreError, type StoreCallContext, type StoreConnection } from '../store-connector';
import { woocommerceApiPrefix, woocommerceErrorToStoreError } from './woocommerce.mapper';
import { signedQuery } from './woocommerce.oauth';

export interface WoocommerceClientOptions {
  /** The HTTP function (tests may wrap it); the global fetch by default. */
  fetch?: typeof fetch;
  /** Seconds since the epoch for oauth_timestamp. */
  now?: () => number;
}

export interface WoocommerceCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Under the API prefix: "/orders", "/orders/12/notes". */
  path: string;
  query?: ReadonlyArray<readonly [string, string]>;
  body?: unknown;
}

export interface WoocommerceAnswer<T> {
  data: T;
  headers: Headers;
}

type ClientContext = Pick<StoreCallContext, 'mock_base_url' | 'signal'>;
type Credentials = Pick<StoreConnection, 'shop' | 'api_key' | 'api_secret'> &
  Pick<StoreConnection, 'woocommerce_version' | 'woocommerce_legacy_api'>;

/**
 * Where the shop is reached: `https://{shop}` in production (the stores module refuses plain
 * http there); in demo mode the same path under the mock, the shop as its first segment.
 */
export function woocommerceBaseUrl(ctx: Pick<StoreCallContext, 'mock_base_url'>, shop: string) {
  return ctx.mock_base_url ? `${ctx.mock_base_url.replace(/\/+$/, '')}/${shop}` : `https://${shop}`;
}

/**
 * The URL and headers of one call. Over https: HTTP Basic with the key and secret (what
 * WooCommerce asks for over TLS). Over http (the demo mock, or a store without TLS):
 * OAuth 1.0a one-legged in the query string, signed over the store's own URL
 * (`http://{shop}/wp-json/...`), which is what WordPress recomputes from its home URL.
 */
export function woocommerceRequest(
  ctx: Pick<StoreCallContext, 'mock_base_url'>,
  store: Credentials,
  call: WoocommerceCall,
  clock: { nonce?: string; timestamp?: number } = {},
): { url: string; headers: Record<string, string> } {
  const apiPath = `${woocommerceApiPrefix(store)}${call.path}`;
  const base = woocommerceBaseUrl(ctx, store.shop);
  const key = store.api_key ?? '';
  const secret = store.api_secret ?? '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (base.startsWith('https://')) {
    headers.authorization = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    const query = new URLSearchParams(
      call.query?.map(([k, v]): [string, string] => [k, v]) ?? [],
    ).toString();
    return { url: `${base}${apiPath}${query ? `?${query}` : ''}`, headers };
  }
  const query = signedQuery({
    method: call.method,
    baseUrl: `http://${store.shop}${apiPath}`,
    query: call.query ?? [],
    consumerKey: key,
    consumerSecret: secret,
    ...clock,
  });
  return { url: `${base}${apiPath}?${query.toString()}`, headers };
}

const timeoutError = () =>
  new StoreError('timeout', 'The store did not answer before the deadline');

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'network error';
}

/**
 * WooCommerce over HTTP: one JSON call with the store's key, the caller's deadline, and the
 * store's answers as StoreError kinds. No retries (a repeated note would be posted twice).
 * Secrets travel only in the Authorization header or the signature, never in an error message.
 */
export class WoocommerceClient {
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(options: WoocommerceClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async call<T>(
    ctx: ClientContext,
    store: Credentials,
    call: WoocommerceCall,
  ): Promise<WoocommerceAnswer<T>> {
    if (!store.api_key || !store.api_secret) {
      throw new StoreError('auth', 'The store has no WooCommerce API key and secret');
    }
    const { url, headers } = woocommerceRequest(ctx, store, call, { timestamp: this.now() });
    const answer = await this.send(
      url,
      {
        method: call.method,
        headers,
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      },
      ctx.signal,
    );
    if (answer.status >= 300 && answer.status < 400) {
      // WordPress redirects http → https or to its canonical host; Basic / the signature would
      // not survive the hop, so the merchant is told to type the address the site really uses.
      const to = answer.headers.get('location') ?? '';
      throw new StoreError('rejected', `The store redirects to another address ${to}`.trim());
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw woocommerceErrorToStoreError(answer.status, answer.text);
    }
    try {
      return { data: JSON.parse(answer.text) as T, headers: answer.headers };
    } catch {
      throw new StoreError('unavailable', 'The store answered with something other than JSON');
    }
  }

  /** The site's name from the unauthenticated index (/wp-json/ or /wc-api/v3); best effort. */
  async siteName(ctx: ClientContext, store: Credentials): Promise<string | undefined> {
    const base = woocommerceBaseUrl(ctx, store.shop);
    const url = store.woocommerce_legacy_api ? `${base}/wc-api/v3` : `${base}/wp-json/`;
    try {
      const answer = await this.send(url, { headers: { accept: 'application/json' } }, ctx.signal);
      if (answer.status !== 200) return undefined;
      const parsed = JSON.parse(answer.text) as { name?: unknown; store?: { name?: unknown } };
      const name = parsed.store?.name ?? parsed.name;
      return typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : undefined;
    } catch {
      return undefined;
    }
  }

  private async send(url: string, init: RequestInit, signal: AbortSignal) {
    if (signal.aborted) throw timeoutError();
    try {
      const response = await this.fetchFn(url, { ...init, signal, redirect: 'manual' });
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      if (signal.aborted) throw timeoutError();
      throw new StoreError(
        'unavailable',
        `The store could not be reached (${describeFailure(error)})`,
      );
    }
  }
}
