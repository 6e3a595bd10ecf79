import { CarrierError, type ConnectorContext } from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { carrierTimeout, parseJsonReply, reachCarrier } from '../connector-http';
import { drenvioErrorOf, drenvioErrorToCarrierError } from './drenvio.mapper';
import type { DrenvioSettings } from './drenvio.settings';
import {
  DRENVIO_GENERATE_PATH,
  DRENVIO_RATE_PATH,
  drenvioCancelPath,
  drenvioTrackPath,
  type DrenvioGenerateRequest,
  type DrenvioRateRequest,
} from './drenvio.types';

interface HttpAnswer {
  status: number;
  text: string;
}

/** The largest label file accepted (a PDF of a few labels is far smaller). */
const MAX_LABEL_BYTES = 10 * 1024 * 1024;

/** How DrEnvío is named in its errors' messages. */
const DRENVIO = 'Dr. Envío';

/**
 * DrEnvío over HTTP: its static account token as a Bearer header, the caller's AbortSignal on
 * every request (an abort is a `timeout`), and its answers mapped to CarrierError kinds. No
 * retries: a quote has a short deadline and a repeated generate could buy two labels. Nothing
 * here logs; the token stays in the header and never reaches an error message.
 */
export class DrenvioClient {
  constructor(private readonly fetchFn: OutboundFetch) {}

  /** POST /v2/shipments/rate: the offers (a JSON array). */
  rate(ctx: ConnectorContext, settings: DrenvioSettings, body: DrenvioRateRequest) {
    return this.json(ctx, settings, 'POST', DRENVIO_RATE_PATH, body);
  }

  /** POST /v2/shipments/generate: buys the label ({tracking, label URL}). Never retried. */
  generate(ctx: ConnectorContext, settings: DrenvioSettings, body: DrenvioGenerateRequest) {
    return this.json(ctx, settings, 'POST', DRENVIO_GENERATE_PATH, body);
  }

  /** [GUESS] GET /v2/shipments/{tracking}/tracking; null when DrEnvío does not know it (404). */
  async track(ctx: ConnectorContext, settings: DrenvioSettings, tracking: string) {
    const answer = await this.send(ctx, settings, 'GET', drenvioTrackPath(tracking));
    // DrEnvío's own "not found" (a JSON message), not any 404 page a wrong base_url answers.
    if (answer.status === 404 && drenvioErrorOf(answer.text).message) {
      return null;
    }
    return this.parsed(answer);
  }

  /** [GUESS] POST /v2/shipments/{tracking}/cancel. */
  cancel(ctx: ConnectorContext, settings: DrenvioSettings, tracking: string) {
    return this.json(ctx, settings, 'POST', drenvioCancelPath(tracking), {});
  }

  /**
   * The label PDF at the URL the generate call answered, fetched with the same guarded fetch and
   * deadline. The account token is not sent: the URL may be on another host (file storage).
   */
  async labelPdf(ctx: ConnectorContext, url: string): Promise<Buffer> {
    if (ctx.signal.aborted) throw carrierTimeout(DRENVIO);
    const { status, bytes } = await reachCarrier(
      DRENVIO,
      ctx.signal,
      async () => {
        const response = await this.fetchFn(url, {
          method: 'GET',
          headers: { accept: 'application/pdf' },
          signal: ctx.signal,
          redirect: 'error',
        });
        return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
      },
      "Dr. Envío's label could not be downloaded",
    );
    if (status < 200 || status >= 300) {
      throw new CarrierError('unavailable', `Dr. Envío's label download answered HTTP ${status}`);
    }
    if (bytes.length > MAX_LABEL_BYTES || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new CarrierError('unavailable', "Dr. Envío's label is not a PDF file");
    }
    return bytes;
  }

  private async json(
    ctx: ConnectorContext,
    settings: DrenvioSettings,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    return this.parsed(await this.send(ctx, settings, method, path, body));
  }

  private parsed(answer: HttpAnswer): unknown {
    if (answer.status < 200 || answer.status >= 300) {
      throw drenvioErrorToCarrierError(answer.status, answer.text);
    }
    return parseJsonReply(DRENVIO, answer.text);
  }

  private async send(
    ctx: ConnectorContext,
    settings: DrenvioSettings,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<HttpAnswer> {
    if (ctx.signal.aborted) throw carrierTimeout(DRENVIO);
    return reachCarrier(DRENVIO, ctx.signal, async () => {
      const response = await this.fetchFn(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: ctx.signal,
        redirect: 'error',
      });
      return { status: response.status, text: await response.text() };
    });
  }
}
