import { CarrierError, type ConnectorContext } from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { carrierTimeout, reachCarrier } from '../connector-http';
import { assertSucceeded, faultToCarrierError } from './redpack.errors';
import type { RedpackSettings } from './redpack.settings';
import { readSoapReply, resultsOf, returnsOf, type SoapReply } from './redpack.soap';
import type { RedpackOperation } from './redpack.types';

/**
 * RedpackWS over HTTP: one POST of a SOAP 1.1 envelope (text/xml, SOAPAction urn:{operation})
 * per call, the caller's AbortSignal on it, and the answer mapped to CarrierError kinds. No
 * retries: a quote has a short deadline and a repeated documentacion could document twice.
 * Nothing here logs; the PIN stays in the body and never reaches an error message.
 */

export interface HttpAnswer {
  status: number;
  text: string;
}

export class RedpackClient {
  constructor(private readonly fetchFn: OutboundFetch = (input, init) => fetch(input, init)) {}

  /** POSTs any XML to the service; network failures and the deadline become CarrierErrors. */
  async post(
    ctx: ConnectorContext,
    endpoint: string,
    operation: string,
    xml: string,
  ): Promise<HttpAnswer> {
    if (ctx.signal.aborted) throw carrierTimeout('Redpack');
    return reachCarrier('Redpack', ctx.signal, async () => {
      const response = await this.fetchFn(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          accept: 'text/xml',
          soapaction: `"urn:${operation}"`,
        },
        body: xml,
        signal: ctx.signal,
        redirect: 'error',
      });
      return { status: response.status, text: await response.text() };
    });
  }

  /**
   * One operation: resolves with the reply when RedpackWS answered it, else throws (a fault,
   * an HTTP error, something that is not SOAP). Redpack's business results are checked by
   * `checked` (every call but rastreo, where an unknown guía is an answer, not an error).
   */
  async call(
    ctx: ConnectorContext,
    settings: RedpackSettings,
    operation: RedpackOperation,
    envelope: string,
  ): Promise<SoapReply> {
    const answer = await this.post(ctx, settings.endpoint, operation, envelope);
    return interpretAnswer(answer);
  }

  /** `call`, then Redpack's resultadoConsumoWS of every return must say done. */
  async checked(
    ctx: ConnectorContext,
    settings: RedpackSettings,
    operation: RedpackOperation,
    envelope: string,
  ): Promise<SoapReply> {
    const reply = await this.call(ctx, settings, operation, envelope);
    const returns = returnsOf(reply);
    if (!returns.length) {
      throw new CarrierError('unavailable', `Redpack answered ${operation} without a result`);
    }
    for (const ret of returns) assertSucceeded(resultsOf(ret));
    return reply;
  }
}

/** An HTTP answer as a SOAP reply, or the CarrierError it stands for. */
export function interpretAnswer(answer: HttpAnswer): SoapReply {
  let reply: SoapReply | null = null;
  try {
    reply = readSoapReply(answer.text);
  } catch {
    // not SOAP: judged by its status below
  }
  if (reply?.fault) throw faultToCarrierError(reply.fault);
  if (answer.status < 200 || answer.status >= 300) {
    throw new CarrierError('unavailable', `Redpack answered HTTP ${answer.status}`);
  }
  if (!reply) throw new CarrierError('unavailable', 'Redpack answered with an unreadable reply');
  return reply;
}
