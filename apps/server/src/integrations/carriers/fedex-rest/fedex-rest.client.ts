import { createHash, randomUUID } from 'node:crypto';
import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { carrierTimeout, parseJsonReply, reachCarrier, untilAborted } from '../connector-http';
import { fedexErrorToCarrierError } from './fedex-rest.mapper';
import type { FedexPickupCancelRequest, FedexPickupRequest } from './fedex-rest.pickup-types';
import type { FedexSettings } from './fedex-rest.settings';
import type { FedexCancelRequest, FedexShipRequest } from './fedex-rest.ship-types';
import type { FedexTrackRequest } from './fedex-rest.track-types';
import {
  FEDEX_CANCEL_PATH,
  FEDEX_PICKUP_CANCEL_PATH,
  FEDEX_PICKUP_PATH,
  FEDEX_RATE_PATH,
  FEDEX_SHIP_PATH,
  FEDEX_TOKEN_PATH,
  FEDEX_TRACK_PATH,
  type FedexRateRequest,
  type FedexTokenReply,
} from './fedex-rest.types';

export interface FedexRestClientOptions {
  /** The HTTP function (tests may wrap it); the global fetch by default. */
  fetch?: typeof fetch;
  /** The clock that decides when a cached token is refreshed. */
  now?: () => number;
  /**
   * A token request is shared by every rate call waiting for it, so no single caller's deadline
   * may cancel it; this bounds it instead. Each caller still stops waiting at its own deadline.
   */
  tokenTimeoutMs?: number;
}

interface CachedToken {
  token: string;
  /** Refresh from this instant on: shortly before FedEx says the token expires. */
  refreshAt: number;
}

interface HttpAnswer {
  status: number;
  text: string;
}

/** Whose OAuth token a call carries: one FedEx project's key pair on one host. */
interface FedexCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

interface FedexCall {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** The carrier's main key pair unless given. */
  credentials?: FedexCredentials;
}

/** Seconds before expiry at which a token is renewed: 5 minutes, or half a short lifetime. */
const refreshMarginSeconds = (expiresIn: number) => Math.min(300, expiresIn / 2);

/**
 * FedEx over HTTP: the OAuth client-credentials token (cached per credentials, shared by
 * concurrent callers, renewed once after a 401), the deadline of the caller's AbortSignal on
 * every request, and FedEx's answers mapped to CarrierError kinds. Rate, Ship, Cancel, Pickup
 * and Track go through one JSON call. No automatic retries: a quote has a short deadline, a 4xx
 * would only fail again, and a repeated ship could buy two labels. Nothing here logs; secrets stay in
 * request bodies and headers and never reach an error message.
 */
export class FedexRestClient {
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly tokenTimeoutMs: number;
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<CachedToken>>();

  constructor(options: FedexRestClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    this.tokenTimeoutMs = options.tokenTimeoutMs ?? 20_000;
  }

  /** POST /rate/v1/rates/quotes; resolves with the parsed 200 body, else throws CarrierError. */
  rateQuotes(ctx: ConnectorContext, settings: FedexSettings, body: FedexRateRequest) {
    return this.call(ctx, settings, { method: 'POST', path: FEDEX_RATE_PATH, body });
  }

  /**
   * POST /ship/v1/shipments: buys the label. Not retried (a second call could buy a second
   * label), except after a 401, which FedEx answers before doing anything.
   */
  shipments(ctx: ConnectorContext, settings: FedexSettings, body: FedexShipRequest) {
    return this.call(ctx, settings, { method: 'POST', path: FEDEX_SHIP_PATH, body });
  }

  /** PUT /ship/v1/shipments/cancel. */
  cancelShipment(ctx: ConnectorContext, settings: FedexSettings, body: FedexCancelRequest) {
    return this.call(ctx, settings, { method: 'PUT', path: FEDEX_CANCEL_PATH, body });
  }

  /** POST /pickup/v1/pickups. */
  pickups(ctx: ConnectorContext, settings: FedexSettings, body: FedexPickupRequest) {
    return this.call(ctx, settings, { method: 'POST', path: FEDEX_PICKUP_PATH, body });
  }

  /** PUT /pickup/v1/pickups/cancel. */
  cancelPickup(ctx: ConnectorContext, settings: FedexSettings, body: FedexPickupCancelRequest) {
    return this.call(ctx, settings, { method: 'PUT', path: FEDEX_PICKUP_CANCEL_PATH, body });
  }

  /** POST /track/v1/trackingnumbers, with the Track API's own key pair when there is one. */
  trackingNumbers(ctx: ConnectorContext, settings: FedexSettings, body: FedexTrackRequest) {
    return this.call(ctx, settings, {
      method: 'POST',
      path: FEDEX_TRACK_PATH,
      body,
      credentials: {
        baseUrl: settings.baseUrl,
        clientId: settings.trackClientId,
        clientSecret: settings.trackClientSecret,
      },
    });
  }

  /** Drops every cached token (the next call asks FedEx for a new one). */
  forgetTokens(): void {
    this.tokens.clear();
  }

  /** One JSON call with a bearer token; resolves with the parsed 2xx body, else CarrierError. */
  private async call(
    ctx: ConnectorContext,
    settings: FedexSettings,
    call: FedexCall,
  ): Promise<unknown> {
    if (ctx.signal.aborted) throw carrierTimeout('FedEx');
    const { baseUrl, clientId, clientSecret } = settings;
    const credentials = call.credentials ?? { baseUrl, clientId, clientSecret };
    let token = await this.token(credentials, ctx.signal);
    let answer = await this.sendJson(settings, call, token, ctx.signal);
    if (answer.status === 401) {
      // FedEx may revoke a token before its stated expiry: renew it once, then give up.
      token = await this.token(credentials, ctx.signal, token);
      answer = await this.sendJson(settings, call, token, ctx.signal);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw fedexErrorToCarrierError(answer.status, answer.text);
    }
    return parseJsonReply('FedEx', answer.text);
  }

  private sendJson(
    settings: FedexSettings,
    call: FedexCall,
    token: string,
    signal: AbortSignal,
  ): Promise<HttpAnswer> {
    return this.send(
      `${settings.baseUrl}${call.path}`,
      {
        method: call.method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'x-locale': settings.locale,
          'x-customer-transaction-id': randomUUID(),
        },
        body: JSON.stringify(call.body),
      },
      signal,
    );
  }

  private send(url: string, init: RequestInit, signal: AbortSignal): Promise<HttpAnswer> {
    return reachCarrier('FedEx', signal, async () => {
      const response = await this.fetchFn(url, { ...init, signal, redirect: 'error' });
      return { status: response.status, text: await response.text() };
    });
  }

  /**
   * A valid token for these credentials. `rejected` is one FedEx just refused: it is never
   * handed out again, though a newer one another caller already fetched is.
   */
  private async token(
    credentials: FedexCredentials,
    signal: AbortSignal,
    rejected?: string,
  ): Promise<string> {
    const key = [
      credentials.baseUrl,
      credentials.clientId,
      createHash('sha256').update(credentials.clientSecret).digest('hex'),
    ].join('\n');
    const cached = this.tokens.get(key);
    if (cached && cached.token !== rejected && this.now() < cached.refreshAt) return cached.token;
    if (cached?.token === rejected) this.tokens.delete(key);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.requestToken(credentials).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    const fresh = await untilAborted(pending, signal, 'FedEx');
    this.tokens.set(key, fresh);
    this.pruneExpired();
    return fresh.token;
  }

  private async requestToken(credentials: FedexCredentials): Promise<CachedToken> {
    const answer = await this.send(
      `${credentials.baseUrl}${FEDEX_TOKEN_PATH}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
        }).toString(),
      },
      AbortSignal.timeout(this.tokenTimeoutMs),
    );
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      const refused = fedexErrorToCarrierError(answer.status, answer.text);
      throw new CarrierError('auth', refused.message, refused.carrierCode);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw fedexErrorToCarrierError(answer.status, answer.text);
    }
    let reply: Partial<FedexTokenReply> | null = null;
    try {
      reply = JSON.parse(answer.text) as Partial<FedexTokenReply>;
    } catch {
      // handled below
    }
    if (!reply || typeof reply.access_token !== 'string' || !reply.access_token) {
      throw new CarrierError('unavailable', 'FedEx answered the token request unreadably');
    }
    const expiresIn = Number(reply.expires_in);
    const lifetime = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 0;
    return {
      token: reply.access_token,
      refreshAt: this.now() + (lifetime - refreshMarginSeconds(lifetime)) * 1000,
    };
  }

  private pruneExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.tokens) if (entry.refreshAt <= now) this.tokens.delete(key);
  }
}
