import { createHash } from 'node:crypto';
import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { carrierTimeout, reachCarrier, untilAborted } from '../connector-http';
import {
  pxEnvelope,
  pxLoginEnvelope,
  readPxAnswer,
  type PxOutcome,
} from './paquetexpress.envelope';
import { PEXPRESS_PATHS, type PaquetexpressSettings } from './paquetexpress.settings';

export interface PaquetexpressClientOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * How long a login token is reused. Paquetexpress's PDF gives tokens 30 s: renewed after
   * 25 s, and at once when an answer says the token expired.
   */
  tokenReuseMs?: number;
  /** A login is shared by concurrent callers, so none's deadline cancels it: this bounds it. */
  loginTimeoutMs?: number;
}

interface CachedToken {
  token: string;
  renewAt: number;
}

interface HttpAnswer {
  status: number;
  bytes: Buffer;
}

/** How Paquetexpress is named in its errors' messages. */
const PEXPRESS = 'Paquetexpress';

const outcomeOf = (answer: HttpAnswer): PxOutcome =>
  readPxAnswer(answer.status, answer.bytes.toString('utf8'));

/**
 * Paquetexpress over HTTP: the RadRestFul login token (cached per credentials for its short
 * life, shared by concurrent callers, renewed once on a "token expired" answer), the caller's
 * AbortSignal on every request, and the canonical envelope's answers as CarrierError kinds.
 * No retries otherwise (a repeated waybill could buy two). Nothing here logs.
 */
export class PaquetexpressClient {
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly tokenReuseMs: number;
  private readonly loginTimeoutMs: number;
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<CachedToken>>();

  constructor(options: PaquetexpressClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    this.tokenReuseMs = options.tokenReuseMs ?? 25_000;
    this.loginTimeoutMs = options.loginTimeoutMs ?? 20_000;
  }

  /** POST getQuotation: the quoter authenticates with user, password and the contract token. */
  async quote(ctx: ConnectorContext, settings: PaquetexpressSettings, body: unknown) {
    if (ctx.signal.aborted) throw carrierTimeout(PEXPRESS);
    const answer = await this.postJson(settings.baseUrl + PEXPRESS_PATHS.quote, body, ctx.signal);
    return this.dataOf(outcomeOf(answer));
  }

  /** A RadRestFul POST (guia, cancelguia, order, infotrack) with the login token. */
  rad(ctx: ConnectorContext, settings: PaquetexpressSettings, path: string, data: unknown) {
    return this.withToken(ctx, settings, (token) =>
      this.postJson(
        settings.baseUrl + path,
        pxEnvelope({ user: settings.user, type: 0, token }, data),
        ctx.signal,
      ),
    );
  }

  /** GET historico/{rastreo}/{token}: the token travels in the path. */
  history(ctx: ConnectorContext, settings: PaquetexpressSettings, trackingNumber: string) {
    const number = encodeURIComponent(trackingNumber);
    return this.withToken(ctx, settings, (token) =>
      this.send(
        `${settings.baseUrl}${PEXPRESS_PATHS.track}/${number}/${encodeURIComponent(token)}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        ctx.signal,
      ),
    );
  }

  /** GET GenCartaPorte: the label as raw PDF bytes, letter or 4×6 (`measure=4x6`). */
  async cartaPorte(
    ctx: ConnectorContext,
    settings: PaquetexpressSettings,
    trackingNumber: string,
    paper: 'letter' | 'thermal',
  ): Promise<Buffer> {
    if (ctx.signal.aborted) throw carrierTimeout(PEXPRESS);
    const query = new URLSearchParams({ trackingNoGen: trackingNumber });
    if (paper === 'thermal') query.set('measure', '4x6');
    const answer = await this.send(
      `${settings.baseUrl}${PEXPRESS_PATHS.labelPdf}?${query.toString()}`,
      { method: 'GET', headers: { accept: 'application/pdf' } },
      ctx.signal,
    );
    if (answer.status === 200 && answer.bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
      return answer.bytes;
    }
    const outcome = outcomeOf(answer);
    if (!outcome.ok) throw outcome.error;
    throw new CarrierError('unavailable', 'Paquetexpress answered the label request without a PDF');
  }

  /** Logs in afresh (the connection test): resolves when Paquetexpress issues a token. */
  async login(ctx: ConnectorContext, settings: PaquetexpressSettings): Promise<void> {
    const fresh = await untilAborted(this.requestToken(settings, ctx.signal), ctx.signal, PEXPRESS);
    this.tokens.set(this.keyOf(settings), fresh);
  }

  /** Drops every cached token. */
  forgetTokens(): void {
    this.tokens.clear();
  }

  private dataOf(outcome: PxOutcome): unknown {
    if (!outcome.ok) throw outcome.error;
    return outcome.data;
  }

  private async withToken(
    ctx: ConnectorContext,
    settings: PaquetexpressSettings,
    send: (token: string) => Promise<HttpAnswer>,
  ): Promise<unknown> {
    if (ctx.signal.aborted) throw carrierTimeout(PEXPRESS);
    let token = await this.token(settings, ctx.signal);
    let outcome = outcomeOf(await send(token));
    if (!outcome.ok && outcome.tokenExpired) {
      // Thirty seconds is short and clocks differ: renew once, then report what it says.
      token = await this.token(settings, ctx.signal, token);
      outcome = outcomeOf(await send(token));
    }
    return this.dataOf(outcome);
  }

  private postJson(url: string, body: unknown, signal: AbortSignal): Promise<HttpAnswer> {
    return this.send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      },
      signal,
    );
  }

  private send(url: string, init: RequestInit, signal: AbortSignal): Promise<HttpAnswer> {
    return reachCarrier(PEXPRESS, signal, async () => {
      const response = await this.fetchFn(url, { ...init, signal, redirect: 'error' });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    });
  }

  private keyOf(settings: PaquetexpressSettings): string {
    const secret = createHash('sha256').update(settings.password).digest('hex');
    return [settings.baseUrl, settings.user, secret].join('\n');
  }

  /** A live token for these credentials; never `rejected`, the one just refused as expired. */
  private async token(
    settings: PaquetexpressSettings,
    signal: AbortSignal,
    rejected?: string,
  ): Promise<string> {
    const key = this.keyOf(settings);
    const cached = this.tokens.get(key);
    if (cached && cached.token !== rejected && this.now() < cached.renewAt) return cached.token;
    this.tokens.delete(key);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.requestToken(settings, AbortSignal.timeout(this.loginTimeoutMs)).finally(() =>
        this.pending.delete(key),
      );
      this.pending.set(key, pending);
    }
    const fresh = await untilAborted(pending, signal, PEXPRESS);
    this.tokens.set(key, fresh);
    for (const [k, entry] of this.tokens) if (entry.renewAt <= this.now()) this.tokens.delete(k);
    return fresh.token;
  }

  private async requestToken(
    settings: PaquetexpressSettings,
    signal: AbortSignal,
  ): Promise<CachedToken> {
    const answer = await this.postJson(
      settings.baseUrl + PEXPRESS_PATHS.login,
      pxLoginEnvelope(settings.user, settings.password),
      signal,
    );
    const outcome = outcomeOf(answer);
    if (!outcome.ok) {
      // A refused login is about the credentials, whatever words Paquetexpress chose.
      if (outcome.error.kind === 'rejected') {
        throw new CarrierError('auth', outcome.error.message, outcome.error.carrierCode);
      }
      throw outcome.error;
    }
    const data = outcome.data as { token?: unknown } | string | null;
    const token = typeof data === 'string' ? data : data?.token;
    if (typeof token !== 'string' || !token) {
      throw new CarrierError('unavailable', 'Paquetexpress answered the login without a token');
    }
    return { token, renewAt: this.now() + this.tokenReuseMs };
  }
}
