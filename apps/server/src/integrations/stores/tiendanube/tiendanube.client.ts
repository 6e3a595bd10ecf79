import { StoreError, type StoreCallContext } from '../store-connector';
import {
  isPastLastPage,
  tiendanubeErrorToStoreError,
  tiendanubeErrorWords,
} from './tiendanube.mapper';
import { TIENDANUBE_USER_AGENT, type TnTokenReply } from './tiendanube.types';

export interface TiendanubeClientOptions {
  /** The HTTP function (tests may wrap it); the global fetch by default. */
  fetch?: typeof fetch;
}

type ClientContext = Pick<StoreCallContext, 'mock_base_url' | 'signal'>;

export interface TiendanubeCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Under /v1/{store_id}: "/orders", "/orders/12/fulfill". */
  path: string;
  query?: ReadonlyArray<readonly [string, string]>;
  body?: unknown;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Where the merchant authorizes and the code is exchanged: www.tiendanube.com, or the mock. */
export function tiendanubeAuthBase(ctx: Pick<StoreCallContext, 'mock_base_url'>): string {
  return ctx.mock_base_url ? trimSlash(ctx.mock_base_url) : 'https://www.tiendanube.com';
}

/** The store's API root: https://api.tiendanube.com/v1/{store_id}, or the same path under the mock. */
export function tiendanubeApiBase(
  ctx: Pick<StoreCallContext, 'mock_base_url'>,
  storeId: string,
): string {
  const host = ctx.mock_base_url ? trimSlash(ctx.mock_base_url) : 'https://api.tiendanube.com';
  return `${host}/v1/${encodeURIComponent(storeId)}`;
}

/**
 * The headers of every API call: the token in `Authentication` (sic, not Authorization: Tienda
 * Nube reads only that one) and the mandatory User-Agent naming the app and a contact.
 */
export function tiendanubeHeaders(token: string, withBody: boolean): Record<string, string> {
  return {
    authentication: `bearer ${token}`,
    'user-agent': TIENDANUBE_USER_AGENT,
    accept: 'application/json',
    ...(withBody ? { 'content-type': 'application/json' } : {}),
  };
}

const timeoutError = () =>
  new StoreError('timeout', 'Tienda Nube did not answer before the deadline');

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'network error';
}

/**
 * Tienda Nube over HTTP: the token exchange and JSON API calls, each bounded by the caller's
 * deadline, answers mapped to StoreError kinds. No retries (a repeated fulfil would e-mail the
 * customer twice). Tokens and secrets never reach an error message.
 */
export class TiendanubeClient {
  private readonly fetchFn: typeof fetch;

  constructor(options: TiendanubeClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** One API call; `null` for a page past the last one (Tienda Nube's 404 "Last page is N"). */
  async call<T>(
    ctx: ClientContext,
    store: { external_id?: string; access_token?: string },
    call: TiendanubeCall,
  ): Promise<T | null> {
    if (!store.external_id || !store.access_token) {
      throw new StoreError('auth', 'The store has no Tienda Nube store id and access token');
    }
    const query = new URLSearchParams(call.query?.map(([k, v]): [string, string] => [k, v]) ?? []);
    const qs = query.toString();
    const url = `${tiendanubeApiBase(ctx, store.external_id)}${call.path}${qs ? `?${qs}` : ''}`;
    const answer = await this.send(
      url,
      {
        method: call.method,
        headers: tiendanubeHeaders(store.access_token, call.body !== undefined),
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      },
      ctx.signal,
    );
    if (call.method === 'GET' && isPastLastPage(answer.status, answer.text)) return null;
    if (answer.status < 200 || answer.status >= 300) {
      throw tiendanubeErrorToStoreError(answer.status, answer.text);
    }
    return this.parse<T>(answer.text);
  }

  /** POST /apps/authorize/token: the return's code for a permanent token and the store id. */
  async exchangeCode(
    ctx: ClientContext,
    app: { client_id: string; client_secret: string },
    code: string,
  ): Promise<{ access_token: string; user_id: string; scope?: string }> {
    const answer = await this.send(
      `${tiendanubeAuthBase(ctx)}/apps/authorize/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': TIENDANUBE_USER_AGENT,
        },
        body: JSON.stringify({
          client_id: app.client_id,
          client_secret: app.client_secret,
          grant_type: 'authorization_code',
          code,
        }),
      },
      ctx.signal,
    );
    if (answer.status === 429 || answer.status >= 500) {
      throw new StoreError('unavailable', `Tienda Nube could not answer (HTTP ${answer.status})`);
    }
    let reply: TnTokenReply | null = null;
    try {
      reply = JSON.parse(answer.text) as TnTokenReply;
    } catch {
      // handled below
    }
    // Tienda Nube may answer an OAuth error with 200 as well as 4xx: the body decides.
    if (reply?.error || answer.status >= 400) {
      const words = tiendanubeErrorWords(answer.text);
      if (reply?.error === 'invalid_client') {
        throw new StoreError(
          'config',
          `Tienda Nube refused the app id or client secret${words ? `: ${words}` : ''}`,
        );
      }
      throw new StoreError(
        'rejected',
        `Tienda Nube refused the authorization code${words ? `: ${words}` : ''}`,
      );
    }
    if (!reply?.access_token || reply.user_id === undefined || reply.user_id === null) {
      throw new StoreError('unavailable', 'Tienda Nube answered the token request unreadably');
    }
    return {
      access_token: reply.access_token,
      user_id: String(reply.user_id),
      ...(reply.scope ? { scope: reply.scope } : {}),
    };
  }

  private parse<T>(body: string): T {
    try {
      return JSON.parse(body) as T;
    } catch {
      throw new StoreError('unavailable', 'Tienda Nube answered with something other than JSON');
    }
  }

  private async send(url: string, init: RequestInit, signal: AbortSignal) {
    if (signal.aborted) throw timeoutError();
    try {
      const response = await this.fetchFn(url, { ...init, signal, redirect: 'error' });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (signal.aborted) throw timeoutError();
      throw new StoreError(
        'unavailable',
        `Tienda Nube could not be reached (${describeFailure(error)})`,
      );
    }
  }
}
