import {
  CarrierError,
  type CancelRequest,
  type CarrierConnector,
  type ConnectionTestResult,
  type ConnectorContext,
  type PickupCancelRequest,
  type PickupRequest,
  type PickupResult,
  type QuotedService,
  type RateRequest,
  type ShipRequest,
  type ShipResult,
  type TrackResult,
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { wireRecorder } from '../wire-recorder';
import { FedexRestClient } from './fedex-rest.client';
import {
  buildFedexRateRequest,
  fedexErrorToCarrierError,
  parseFedexRateReply,
} from './fedex-rest.mapper';
import {
  buildFedexPickupCancelRequest,
  buildFedexPickupRequest,
  parseFedexPickupCancelReply,
  parseFedexPickupReply,
} from './fedex-rest.pickup-mapper';
import {
  FEDEX_PROVIDER_CODE,
  FEDEX_REQUIRED_SETTINGS,
  readFedexSettings,
} from './fedex-rest.settings';
import {
  buildFedexCancelRequest,
  buildFedexShipRequest,
  parseFedexCancelReply,
  parseFedexShipReply,
} from './fedex-rest.ship-mapper';
import { buildFedexTrackRequests, parseFedexTrackReply } from './fedex-rest.track-mapper';
import { FEDEX_TOKEN_PATH } from './fedex-rest.types';

export interface FedexRestConnectorOptions {
  /** Time zone of the ship date's calendar day; Mexico's by default. */
  timeZone?: string;
  /** The clock that tells a same-day pickup from a later one. */
  now?: () => Date;
  /**
   * The HTTP function a connection test records (the run mode's outbound guard); the client's
   * own when not given, so a test reaches exactly what the carrier's other calls may reach.
   */
  fetch?: OutboundFetch;
}

const normalCode = (code: string) => code.trim().toUpperCase();

/** FedEx's REST APIs (Rate, Ship, Track, Pickup) for carriers of provider "FedexRest". */
export class FedexRestConnector implements CarrierConnector {
  readonly providerCode = FEDEX_PROVIDER_CODE;
  readonly requiredSettings = FEDEX_REQUIRED_SETTINGS;
  /** FedEx Mexico's on-call couriers collect Monday to Friday. */
  readonly pickupWeekdays = [1, 2, 3, 4, 5] as const;

  constructor(
    private readonly client = new FedexRestClient(),
    private readonly options: FedexRestConnectorOptions = {},
  ) {}

  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readFedexSettings(ctx);
    const body = buildFedexRateRequest(request, settings, { timeZone: this.options.timeZone });
    const reply = await this.client.rateQuotes(ctx, settings, body);
    const quotes = parseFedexRateReply(reply, body.requestedShipment.shipDateStamp ?? '');
    if (!request.service_codes.length) return quotes;
    const wanted = new Set(request.service_codes.map(normalCode));
    return quotes.filter((quote) => wanted.has(normalCode(quote.service_code)));
  }

  async ship(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult> {
    const settings = readFedexSettings(ctx);
    const body = buildFedexShipRequest(request, settings, { timeZone: this.options.timeZone });
    const reply = await this.client.shipments(ctx, settings, body);
    return parseFedexShipReply(reply, request.label_format);
  }

  async cancel(ctx: ConnectorContext, request: CancelRequest): Promise<void> {
    const settings = readFedexSettings(ctx);
    const reply = await this.client.cancelShipment(
      ctx,
      settings,
      buildFedexCancelRequest(request, settings),
    );
    parseFedexCancelReply(reply);
  }

  async pickup(ctx: ConnectorContext, request: PickupRequest): Promise<PickupResult> {
    const settings = readFedexSettings(ctx);
    const now = this.options.now?.() ?? new Date();
    const body = buildFedexPickupRequest(request, settings, { now });
    return parseFedexPickupReply(await this.client.pickups(ctx, settings, body));
  }

  /** FedEx's Pickup API has no change call: a reschedule books anew, then cancels this one. */
  async cancelPickup(ctx: ConnectorContext, request: PickupCancelRequest): Promise<void> {
    const settings = readFedexSettings(ctx);
    const body = buildFedexPickupCancelRequest(request, settings);
    parseFedexPickupCancelReply(await this.client.cancelPickup(ctx, settings, body));
  }

  /** Numbers go in FedEx's batches of 30, one after another, all within the caller's deadline. */
  async track(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]> {
    const settings = readFedexSettings(ctx);
    const results: TrackResult[] = [];
    for (const body of buildFedexTrackRequests(trackingNumbers)) {
      const reply = await this.client.trackingNumbers(ctx, settings, body);
      const asked = body.trackingInfo.map((info) => info.trackingNumberInfo.trackingNumber);
      results.push(...parseFedexTrackReply(reply, asked));
    }
    return results;
  }

  /**
   * Spec 3's test connection: FedEx's OAuth token request with the stored key pair (and the
   * Track API's pair when it has its own), recorded as it went on the wire. A refusal is the
   * result (ok: false with FedEx's words), never an exception.
   */
  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    // The client's fetch is the run mode's outbound guard; a test must not get around it.
    const fetch = this.options.fetch ?? this.client['fetchFn'];
    const recorder = wireRecorder(fetch);
    const result = (message: string | null): ConnectionTestResult => ({
      ok: message === null,
      message,
      exchanges: recorder.exchanges,
    });
    try {
      const settings = readFedexSettings(ctx);
      const pairs = [[settings.clientId, settings.clientSecret]];
      if (settings.trackClientId !== settings.clientId)
        pairs.push([settings.trackClientId, settings.trackClientSecret]);
      for (const [clientId, clientSecret] of pairs) {
        await requestFedexToken(recorder.fetch, settings.baseUrl, clientId!, clientSecret!, ctx);
      }
      return result(null);
    } catch (error) {
      if (ctx.signal.aborted) return result('FedEx did not answer before the deadline');
      if (error instanceof CarrierError) return result(error.message);
      const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
      const code = typeof cause?.code === 'string' ? cause.code : 'network error';
      return result(`FedEx could not be reached (${code})`);
    }
  }
}

/** One client-credentials token request; throws FedEx's refusal as a CarrierError. */
async function requestFedexToken(
  fetch: OutboundFetch,
  baseUrl: string,
  clientId: string,
  clientSecret: string,
  ctx: ConnectorContext,
): Promise<void> {
  const response = await fetch(`${baseUrl}${FEDEX_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
    signal: ctx.signal,
    redirect: 'error',
  });
  const text = await response.text();
  if (!response.ok) throw fedexErrorToCarrierError(response.status, text);
  let token: unknown;
  try {
    token = (JSON.parse(text) as { access_token?: unknown }).access_token;
  } catch {
    // handled below
  }
  if (typeof token !== 'string' || !token)
    throw new CarrierError('unavailable', 'FedEx answered the token request unreadably');
}
