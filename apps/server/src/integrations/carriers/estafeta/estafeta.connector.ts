import {
  CarrierError,
  type CarrierConnector,
  type ConnectionTestResult,
  type ConnectorContext,
  type PickupRequest,
  type PickupResult,
  type QuotedService,
  type RateRequest,
  type ShipRequest,
  type ShipResult,
  type TrackResult,
  type XmlTestConnection,
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { carrierTimeout, describeFetchFailure } from '../connector-http';
import { wireRecorder } from '../wire-recorder';
import { EstafetaClient, estafetaTokenRequest, parseEstafetaToken } from './estafeta.client';
import { buildEstafetaRateRequest, parseEstafetaRateReply } from './estafeta.mapper';
import {
  ESTAFETA_PROVIDER_CODE,
  ESTAFETA_REQUIRED_SETTINGS,
  readEstafetaSettings,
} from './estafeta.settings';
import {
  buildEstafetaWayBillRequest,
  ESTAFETA_OUTPUT,
  parseEstafetaWayBillReply,
} from './estafeta.ship-mapper';
import { estafetaXmlTest } from './estafeta.soap';
import {
  buildEstafetaPickupRequest,
  buildEstafetaTrackRequest,
  parseEstafetaPickupReply,
  parseEstafetaTrackReply,
} from './estafeta.track-mapper';

const normalCode = (code: string) => code.trim().toUpperCase();
/** Numbers per tracking request. */
const TRACK_BATCH = 20;

/**
 * Estafeta's REST APIs (Cotizador, wayBills, tracking-item-status, NewPickup) for carriers of
 * provider "Estafeta", and its legacy SOAP label service for spec 3's XML test. No `cancel`:
 * Estafeta publishes no void call, and an unused waybill is never billed.
 */
export class EstafetaConnector implements CarrierConnector {
  readonly providerCode = ESTAFETA_PROVIDER_CODE;
  readonly requiredSettings = ESTAFETA_REQUIRED_SETTINGS;
  /** Monday to Friday: the research found nothing saying Estafeta collects on Saturdays. */
  readonly pickupWeekdays = [1, 2, 3, 4, 5] as const;
  readonly xmlTest: XmlTestConnection;

  constructor(
    private readonly fetch: OutboundFetch = (input, init) => globalThis.fetch(input, init),
    private readonly client = new EstafetaClient({ fetch }),
  ) {
    this.xmlTest = estafetaXmlTest(fetch);
  }

  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readEstafetaSettings(ctx);
    const reply = await this.client.post(
      ctx,
      settings,
      'rate',
      buildEstafetaRateRequest(request, settings),
      {
        headers: {
          Customer: settings.customerNumber,
          'Sales-organization': settings.salesOrganization,
        },
      },
    );
    const quotes = parseEstafetaRateReply(reply);
    if (!request.service_codes.length) return quotes;
    const wanted = new Set(request.service_codes.map(normalCode));
    return quotes.filter((quote) => wanted.has(normalCode(quote.service_code)));
  }

  async ship(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult> {
    const settings = readEstafetaSettings(ctx);
    const query = ESTAFETA_OUTPUT[request.label_format];
    const body = buildEstafetaWayBillRequest(request, settings);
    const reply = await this.client.post(ctx, settings, 'label', body, { query: { ...query } });
    return parseEstafetaWayBillReply(reply, request.label_format);
  }

  async track(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]> {
    const settings = readEstafetaSettings(ctx);
    const results: TrackResult[] = [];
    for (let i = 0; i < trackingNumbers.length; i += TRACK_BATCH) {
      const batch = trackingNumbers.slice(i, i + TRACK_BATCH);
      const body = buildEstafetaTrackRequest(batch, settings);
      results.push(
        ...parseEstafetaTrackReply(await this.client.post(ctx, settings, 'track', body), batch),
      );
    }
    return results;
  }

  async pickup(ctx: ConnectorContext, request: PickupRequest): Promise<PickupResult> {
    const settings = readEstafetaSettings(ctx);
    const body = buildEstafetaPickupRequest(request, settings);
    return parseEstafetaPickupReply(await this.client.post(ctx, settings, 'pickup', body));
  }

  /** Asks Estafeta for a token with the stored key pair and shows the exchange. */
  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    const recorder = wireRecorder(this.fetch);
    try {
      const [url, init] = estafetaTokenRequest(readEstafetaSettings(ctx));
      const res = await recorder.fetch(url, { ...init, signal: ctx.signal, redirect: 'error' });
      parseEstafetaToken({ status: res.status, text: await res.text() });
      return { ok: true, message: null, exchanges: recorder.exchanges };
    } catch (error) {
      const message =
        error instanceof CarrierError
          ? error.message
          : ctx.signal.aborted
            ? carrierTimeout('Estafeta').message
            : `Estafeta could not be reached (${describeFetchFailure(error)})`;
      return { ok: false, message, exchanges: recorder.exchanges };
    }
  }
}
