import type {
  CarrierConnector,
  ConnectionTestResult,
  ConnectorContext,
  PickupCancelRequest,
  PickupRequest,
  PickupRescheduleRequest,
  PickupResult,
  QuotedService,
  RateRequest,
  ShipRequest,
  ShipResult,
  TrackResult,
} from '../carrier-connector';
import { CarrierError } from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { wireRecorder } from '../wire-recorder';
import { DhlExpressClient } from './dhl-express.client';
import { buildDhlPickupRequest, parseDhlPickupReply } from './dhl-express.pickup-mapper';
import { buildDhlRateRequest, parseDhlRateReply } from './dhl-express.rate-mapper';
import { DHL_REQUIRED_SETTINGS, readDhlSettings } from './dhl-express.settings';
import { buildDhlShipRequest, parseDhlShipReply } from './dhl-express.ship-mapper';
import { connectionTestQuery } from './dhl-express.test-connection';
import {
  buildDhlTrackQuery,
  DHL_TRACK_BATCH,
  parseDhlTrackReply,
} from './dhl-express.track-mapper';
import {
  DHL_PICKUPS_PATH,
  DHL_PROVIDER_CODE,
  DHL_RATES_PATH,
  DHL_SHIPMENTS_PATH,
  DHL_TRACKING_PATH,
} from './dhl-express.types';

export interface DhlExpressConnectorOptions {
  /** Time zone of the planned shipping date (Mexico City's by default). */
  timeZone?: string;
  /** Who cancels a pickup, as DHL's requestorName asks. */
  requestorName?: string;
}

const normalCode = (code: string) => code.trim().toUpperCase();
const pickupPath = (id: string) => `${DHL_PICKUPS_PATH}/${encodeURIComponent(id)}`;

/**
 * DHL Express's MyDHL API for carriers of provider "DHL": rates, waybills with their labels,
 * tracking and pickups (booked, moved with DHL's own PATCH, cancelled). No `cancel`: MyDHL has
 * no call that voids a waybill (an unused waybill is not billed), so the product simply keeps
 * the label unused.
 */
export class DhlExpressConnector implements CarrierConnector {
  readonly providerCode = DHL_PROVIDER_CODE;
  readonly requiredSettings = DHL_REQUIRED_SETTINGS;
  /** One DHL pickup collects every waybill of the account ready that day. */
  readonly consolidatesPickups = true;
  /** DHL Express Mexico's couriers collect Monday to Friday. */
  readonly pickupWeekdays = [1, 2, 3, 4, 5] as const;
  private readonly client: DhlExpressClient;

  constructor(
    private readonly fetchFn: OutboundFetch = (input, init) => fetch(input, init),
    private readonly options: DhlExpressConnectorOptions = {},
  ) {
    this.client = new DhlExpressClient(fetchFn);
  }

  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readDhlSettings(ctx);
    const body = buildDhlRateRequest(request, settings, { timeZone: this.options.timeZone });
    const answer = await this.client.call(ctx, settings, {
      method: 'POST',
      path: DHL_RATES_PATH,
      body,
    });
    const quotes = parseDhlRateReply(answer.body);
    if (!request.service_codes.length) return quotes;
    const wanted = new Set(request.service_codes.map(normalCode));
    return quotes.filter((quote) => wanted.has(normalCode(quote.service_code)));
  }

  async ship(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult> {
    const settings = readDhlSettings(ctx);
    const body = buildDhlShipRequest(request, settings, { timeZone: this.options.timeZone });
    const answer = await this.client.call(ctx, settings, {
      method: 'POST',
      path: DHL_SHIPMENTS_PATH,
      body,
    });
    return parseDhlShipReply(answer.body, request.label_format);
  }

  /** Numbers go in DHL's batches of 200; a 404 means DHL knows none of the batch. */
  async track(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]> {
    const settings = readDhlSettings(ctx);
    const results: TrackResult[] = [];
    for (let i = 0; i < trackingNumbers.length; i += DHL_TRACK_BATCH) {
      const batch = trackingNumbers.slice(i, i + DHL_TRACK_BATCH);
      const answer = await this.client.call(ctx, settings, {
        method: 'GET',
        path: DHL_TRACKING_PATH,
        query: buildDhlTrackQuery(batch),
        answers: [404],
      });
      results.push(...parseDhlTrackReply(answer.body ?? { shipments: [] }, batch));
    }
    return results;
  }

  async pickup(ctx: ConnectorContext, request: PickupRequest): Promise<PickupResult> {
    const settings = readDhlSettings(ctx);
    const answer = await this.client.call(ctx, settings, {
      method: 'POST',
      path: DHL_PICKUPS_PATH,
      body: buildDhlPickupRequest(request, settings),
    });
    return parseDhlPickupReply(answer.body);
  }

  /** DHL's own change call: PATCH /pickups/{dispatchConfirmationNumber}. */
  async reschedulePickup(
    ctx: ConnectorContext,
    request: PickupRescheduleRequest,
  ): Promise<PickupResult> {
    const settings = readDhlSettings(ctx);
    const answer = await this.client.call(ctx, settings, {
      method: 'PATCH',
      path: pickupPath(request.reference_number),
      body: {
        ...buildDhlPickupRequest(request, settings),
        dispatchConfirmationNumber: request.reference_number,
        originalShipperAccountNumber: settings.accountNumber,
      },
    });
    const reply = answer.body as { dispatchConfirmationNumber?: unknown } | null;
    const changed = reply?.dispatchConfirmationNumber;
    if (typeof changed === 'string' && changed.trim()) {
      return { reference_number: changed.trim(), location: null };
    }
    return answer.body &&
      Array.isArray((answer.body as Record<string, unknown>).dispatchConfirmationNumbers)
      ? parseDhlPickupReply(answer.body)
      : { reference_number: request.reference_number, location: null };
  }

  async cancelPickup(ctx: ConnectorContext, request: PickupCancelRequest): Promise<void> {
    const settings = readDhlSettings(ctx);
    await this.client.call(ctx, settings, {
      method: 'DELETE',
      path: pickupPath(request.reference_number),
      query: [
        ['requestorName', this.options.requestorName ?? 'Despacho'],
        ['reason', 'not needed'],
      ],
    });
  }

  /**
   * A one-piece GET /rates from Mexico City to Monterrey with the stored credentials: DHL checks
   * the user, password and account and prices nothing the tenant pays for.
   */
  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    const recorder = wireRecorder(this.fetchFn);
    const client = new DhlExpressClient(recorder.fetch);
    try {
      const settings = readDhlSettings(ctx);
      await client.call(ctx, settings, {
        method: 'GET',
        path: DHL_RATES_PATH,
        query: connectionTestQuery(settings, new Date()),
      });
      return { ok: true, message: null, exchanges: recorder.exchanges };
    } catch (error) {
      const message = error instanceof CarrierError ? error.message : 'DHL could not be asked';
      return { ok: false, message, exchanges: recorder.exchanges };
    }
  }
}
