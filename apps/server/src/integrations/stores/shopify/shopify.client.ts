import { StoreError, type StoreCallContext } from '../store-connector';
import { graphqlErrorsToStoreError } from './shopify.mapper';
import {
  SHOPIFY_API_VERSION,
  type ShopifyGraphqlError,
  type ShopifyTokenReply,
} from './shopify.types';

export interface ShopifyClientOptions {
  /** The HTTP function (tests may wrap it); the global fetch by default. */
  fetch?: typeof fetch;
}

interface HttpAnswer {
  status: number;
  text: string;
}

type ClientContext = Pick<StoreCallContext, 'mock_base_url' | 'signal'>;

/**
 * Where a shop is reached: `https://{shop}` in production; in demo mode the same path under
 * the mock, with the shop as its first segment (`{mock}/{shop}/admin/...`).
 */
export function shopifyBaseUrl(ctx: Pick<StoreCallContext, 'mock_base_url'>, shop: string): string {
  return ctx.mock_base_url ? `${ctx.mock_base_url.replace(/\/+$/, '')}/${shop}` : `https://${shop}`;
}

const timeoutError = () => new StoreError('timeout', 'Shopify did not answer before the deadline');

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'network error';
}

/** Shopify's own words from an error body (`{"errors": "..."}` or an OAuth error), short. */
function errorWords(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown; error_description?: unknown };
    const words = parsed.error_description ?? parsed.errors;
    if (typeof words === 'string') return words.slice(0, 200);
  } catch {
    // not JSON: Shopify's HTML error pages say nothing useful
  }
  return '';
}

/** An HTTP status other than 2xx as a StoreError. */
function statusError(answer: HttpAnswer): StoreError {
  const words = errorWords(answer.text);
  const said = words ? `: ${words}` : '';
  if (answer.status === 401 || answer.status === 403) {
    return new StoreError('auth', `Shopify refused the store's access token${said}`);
  }
  if (answer.status === 429 || answer.status >= 500) {
    return new StoreError('unavailable', `Shopify could not answer (HTTP ${answer.status})`);
  }
  // 402 (shop frozen for unpaid bills), 404 (no such shop), 423 (shop locked) and the rest.
  return new StoreError('rejected', `Shopify refused the request (HTTP ${answer.status})${said}`);
}

function parseJson<T>(answer: HttpAnswer): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new StoreError('unavailable', 'Shopify answered with an unreadable reply');
  }
}

/**
 * Shopify over HTTP for the few calls this product makes: the OAuth code exchange and the
 * GraphQL Admin API. Every request runs under the caller's deadline; answers become StoreError
 * kinds. No retries: a sync runs again later, and a repeated fulfilment would only be refused.
 * Nothing here logs, and the token travels only in its header.
 */
export class ShopifyClient {
  private readonly fetchFn: typeof fetch;

  constructor(options: ShopifyClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** POST /admin/oauth/access_token: the return's one-time code for an offline token. */
  async accessToken(
    ctx: StoreCallContext,
    shop: string,
    code: string,
  ): Promise<{ access_token: string; scope?: string }> {
    const answer = await this.send(ctx, `${shopifyBaseUrl(ctx, shop)}/admin/oauth/access_token`, {
      client_id: ctx.app.client_id,
      client_secret: ctx.app.client_secret,
      code,
    });
    if (answer.status === 400) {
      // Shopify's {"error":"invalid_request","error_description":...}: a used or expired code,
      // or an app key/secret pair it does not know.
      const words = errorWords(answer.text) || 'invalid request';
      throw new StoreError('rejected', `Shopify refused the authorization code: ${words}`);
    }
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer);
    const reply = parseJson<ShopifyTokenReply>(answer);
    if (typeof reply.access_token !== 'string' || !reply.access_token) {
      throw new StoreError('unavailable', 'Shopify answered the token request without a token');
    }
    return {
      access_token: reply.access_token,
      ...(typeof reply.scope === 'string' ? { scope: reply.scope } : {}),
    };
  }

  /**
   * POST /admin/api/2025-07/graphql.json; resolves with `data`, else throws StoreError
   * (Shopify answers GraphQL errors, throttling included, with HTTP 200 and `errors`).
   */
  async graphql<T>(
    ctx: ClientContext,
    shop: string,
    accessToken: string | undefined,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    if (!accessToken) throw new StoreError('auth', 'The store has no Shopify access token');
    const answer = await this.send(
      ctx,
      `${shopifyBaseUrl(ctx, shop)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
      { query, variables },
      { 'x-shopify-access-token': accessToken },
    );
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer);
    const reply = parseJson<{ data?: T | null; errors?: unknown }>(answer);
    if (Array.isArray(reply.errors) && reply.errors.length) {
      throw graphqlErrorsToStoreError(reply.errors as ShopifyGraphqlError[]);
    }
    if (!reply.data || typeof reply.data !== 'object') {
      throw new StoreError('unavailable', 'Shopify answered without data');
    }
    return reply.data;
  }

  private async send(
    ctx: ClientContext,
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const { signal } = ctx;
    if (signal.aborted) throw timeoutError();
    try {
      const response = await this.fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal,
        // A shop that moved answers 301/302; following it could carry the token elsewhere.
        redirect: 'error',
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (signal.aborted) throw timeoutError();
      throw new StoreError(
        'unavailable',
        `Shopify could not be reached (${describeFailure(error)})`,
      );
    }
  }
}
