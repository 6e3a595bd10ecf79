import { createHash } from 'node:crypto';
import { CarrierError, type ConnectorContext } from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { carrierTimeout, parseJsonReply, reachCarrier } from '../connector-http';
import { estafetaErrorToCarrierError } from './estafeta.mapper';
import type { EstafetaApi, EstafetaSettings } from './estafeta.settings';
import type { EstafetaTokenReply } from './estafeta.types';

export interface EstafetaClientOptions {
  fetch?: OutboundFetch;
  /** The clock that decides when a cached token is renewed. */
  now?: () => number;
}

interface HttpAnswer {
  status: number;
  text: string;
}

interface CachedToken {
  token: string;
  refreshAt: number;
}

/** The token request (Basic client auth, scope=execute), also sent alone by testConnection. */
export function estafetaTokenRequest(settings: EstafetaSettings): [string, RequestInit] {
  const basic = Buffer.from(`${settings.apiKey}:${settings.apiSecret}`).toString('base64');
  return [
    settings.urls.token,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'execute' }).toString(),
    },
  ];
}

/** The token in a token answer, or the CarrierError it stands for. */
export function parseEstafetaToken(answer: HttpAnswer): EstafetaTokenReply {
  if ([400, 401, 403].includes(answer.status)) {
    const refused = estafetaErrorToCarrierError(401, answer.text);
    throw new CarrierError('auth', refused.message, refused.carrierCode);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw estafetaErrorToCarrierError(answer.status, answer.text);
  }
  let reply: Partial<EstafetaTokenReply> | null = null;
  try {
    reply = JSON.parse(answer.text) as Partial<EstafetaTokenReply>;
  } catch {
    // handled below
  }
  if (!reply || typeof reply.access_token !== 'string' || !reply.access_token) {
    throw new CarrierError('unavailable', 'Estafeta answered the token request unreadably');
  }
  return reply as EstafetaTokenReply;
}

/**
 * Estafeta's REST APIs over HTTP: the OAuth client-credentials token cached per credentials
 * until shortly before it expires (renewed once after a 401), the `apikey` header, the caller's
 * AbortSignal on every request, and answers mapped to CarrierError kinds. No retries: a
 * repeated label call could buy two waybills.
 */
export class EstafetaClient {
  private readonly fetchFn: OutboundFetch;
  private readonly now: () => number;
  private readonly tokens = new Map<string, CachedToken>();

  constructor(options: EstafetaClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
  }

  /** POST a JSON body to one API (query appended); the parsed 2xx body, else CarrierError. */
  async post(
    ctx: ConnectorContext,
    settings: EstafetaSettings,
    api: Exclude<EstafetaApi, 'token' | 'soapLabel'>,
    body: unknown,
    extra: { query?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<unknown> {
    if (ctx.signal.aborted) throw carrierTimeout('Estafeta');
    const query = extra.query ? `?${new URLSearchParams(extra.query).toString()}` : '';
    const url = `${settings.urls[api]}${query}`;
    const send = (token: string) =>
      this.send(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            apikey: settings.apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
            ...extra.headers,
          },
          body: JSON.stringify(body),
        },
        ctx.signal,
      );
    let token = await this.token(settings, ctx.signal);
    let answer = await send(token);
    if (answer.status === 401) {
      token = await this.token(settings, ctx.signal, token);
      answer = await send(token);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw estafetaErrorToCarrierError(answer.status, answer.text);
    }
    return parseJsonReply('Estafeta', answer.text);
  }

  /** Drops every cached token. */
  forgetTokens(): void {
    this.tokens.clear();
  }

  private send(url: string, init: RequestInit, signal: AbortSignal): Promise<HttpAnswer> {
    return reachCarrier('Estafeta', signal, async () => {
      const response = await this.fetchFn(url, { ...init, signal, redirect: 'error' });
      return { status: response.status, text: await response.text() };
    });
  }

  private async token(
    settings: EstafetaSettings,
    signal: AbortSignal,
    rejected?: string,
  ): Promise<string> {
    const key = [
      settings.urls.token,
      settings.apiKey,
      createHash('sha256').update(settings.apiSecret).digest('hex'),
    ].join('\n');
    const cached = this.tokens.get(key);
    if (cached && cached.token !== rejected && this.now() < cached.refreshAt) return cached.token;
    this.tokens.delete(key);
    const [url, init] = estafetaTokenRequest(settings);
    const reply = parseEstafetaToken(await this.send(url, init, signal));
    const expiresIn = Number(reply.expires_in);
    const lifetime = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 0;
    const margin = Math.min(300, lifetime / 2);
    this.tokens.set(key, {
      token: reply.access_token,
      refreshAt: this.now() + (lifetime - margin) * 1000,
    });
    return reply.access_token;
  }
}
