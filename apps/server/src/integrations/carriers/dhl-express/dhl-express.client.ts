import { randomUUID } from 'node:crypto';
import type { ConnectorContext } from '../carrier-connector';
import { carrierTimeout, parseJsonReply, reachCarrier } from '../connector-http';
import { dhlErrorToCarrierError } from './dhl-express.errors';
import type { DhlSettings } from './dhl-express.settings';
import { DHL_API_VERSION } from './dhl-express.types';

export type DhlQuery = readonly (readonly [string, string])[];

export interface DhlCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The API path after the base URL ("/rates", "/pickups/PRG…"). */
  path: string;
  query?: DhlQuery;
  body?: unknown;
  /** Non-2xx statuses that are an answer for this call (tracking's 404 "none found"). */
  answers?: readonly number[];
}

/** A 2xx answer: its status and parsed JSON body (null when DHL sent no body). */
export interface DhlAnswer {
  status: number;
  body: unknown;
}

/** base_url + path + query (repeated keys kept: DHL's multi-number tracking). */
export function dhlUrl(settings: DhlSettings, call: Pick<DhlCall, 'path' | 'query'>): string {
  const query = new URLSearchParams(
    call.query?.map(([k, v]): [string, string] => [k, v]) ?? [],
  ).toString();
  return `${settings.baseUrl}${call.path}${query ? `?${query}` : ''}`;
}

/**
 * MyDHL over HTTP: HTTP Basic with the API username and password, DHL's `x-version` header and
 * a fresh Message-Reference per call, the caller's AbortSignal on every request, and DHL's
 * answers mapped to CarrierError kinds. No retries: a quote has a short deadline, a 4xx would
 * only fail again and a repeated POST /shipments buys a second waybill. Nothing here logs.
 */
export class DhlExpressClient {
  constructor(private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init)) {}

  async call(ctx: ConnectorContext, settings: DhlSettings, call: DhlCall): Promise<DhlAnswer> {
    if (ctx.signal.aborted) throw carrierTimeout('DHL');
    const basic = Buffer.from(`${settings.username}:${settings.password}`).toString('base64');
    const headers: Record<string, string> = {
      authorization: `Basic ${basic}`,
      accept: 'application/json',
      'x-version': DHL_API_VERSION,
      'message-reference': randomUUID(),
      'message-reference-date': new Date().toUTCString(),
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const { status, text } = await reachCarrier('DHL', ctx.signal, async () => {
      const response = await this.fetchFn(dhlUrl(settings, call), {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: ctx.signal,
        redirect: 'error',
      });
      return { status: response.status, text: await response.text() };
    });
    const answered = (status >= 200 && status < 300) || call.answers?.includes(status);
    if (!answered) throw dhlErrorToCarrierError(status, text);
    if (status >= 300 || !text.trim()) return { status, body: null };
    return { status, body: parseJsonReply('DHL', text) };
  }
}
