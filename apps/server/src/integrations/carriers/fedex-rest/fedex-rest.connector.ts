import type {
  CancelRequest,
  CarrierConnector,
  ConnectorContext,
  PickupCancelRequest,
  PickupRequest,
  PickupResult,
  QuotedService,
  RateRequest,
  ShipRequest,
  ShipResult,
  TrackResult,
} from '../carrier-connector';
import { FedexRestClient } from './fedex-rest.client';
import { buildFedexRateRequest, parseFedexRateReply } from './fedex-rest.mapper';
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

export interface FedexRestConnectorOptions {
  /** Time zone of the ship date's calendar day; Mexico's by default. */
  timeZone?: string;
  /** The clock that tells a same-day pickup from a later one. */
  now?: () => Date;
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
}
