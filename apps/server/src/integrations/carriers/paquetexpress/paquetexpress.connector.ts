import {
  CarrierError,
  type CancelRequest,
  type CarrierConnector,
  type ConnectionTestResult,
  type ConnectorContext,
  type LabelDocument,
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
import { PaquetexpressClient, type PaquetexpressClientOptions } from './paquetexpress.client';
import { buildPxQuoteRequest, parsePxQuoteReply } from './paquetexpress.rate-mapper';
import {
  PEXPRESS_PATHS,
  PEXPRESS_PROVIDER_CODE,
  PEXPRESS_REQUIRED_SETTINGS,
  readPaquetexpressSettings,
  type PaquetexpressSettings,
} from './paquetexpress.settings';
import {
  buildPxCancel,
  buildPxInfotrack,
  buildPxPickupOrder,
  buildPxWaybill,
  parsePxInfotrackZpl,
  parsePxPickupReply,
  parsePxWaybillReply,
} from './paquetexpress.ship-mapper';
import { parsePxTrackReply } from './paquetexpress.track-mapper';

const normalCode = (code: string) => code.trim().toUpperCase();

/** Paquetexpress's quoter and RadRestFul APIs for carriers of provider "PExpress". */
export class PaquetexpressConnector implements CarrierConnector {
  readonly providerCode = PEXPRESS_PROVIDER_CODE;
  readonly requiredSettings = PEXPRESS_REQUIRED_SETTINGS;
  /** One order (POST /order) lists several waybills in guiaNo: one visit collects them all. */
  readonly consolidatesPickups = true;
  /** Paquetexpress's pickup orders are for business days, Monday to Friday. */
  readonly pickupWeekdays = [1, 2, 3, 4, 5] as const;
  private readonly client: PaquetexpressClient;

  constructor(
    private readonly fetchFn: OutboundFetch = (input, init) => fetch(input, init),
    private readonly clientOptions: Omit<PaquetexpressClientOptions, 'fetch'> = {},
  ) {
    this.client = new PaquetexpressClient({ ...clientOptions, fetch: fetchFn });
  }

  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readPaquetexpressSettings(ctx);
    const quotes = parsePxQuoteReply(
      await this.client.quote(ctx, settings, buildPxQuoteRequest(request, settings)),
    );
    if (!request.service_codes.length) return quotes;
    const wanted = new Set(request.service_codes.map(normalCode));
    return quotes.filter((quote) => wanted.has(normalCode(quote.service_code)));
  }

  async ship(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult> {
    const settings = readPaquetexpressSettings(ctx);
    const data = buildPxWaybill(request, settings.clientId);
    const trackingNumber = parsePxWaybillReply(
      await this.client.rad(ctx, settings, PEXPRESS_PATHS.ship, data),
    );
    let label: LabelDocument;
    try {
      label = await this.label(ctx, settings, trackingNumber, request.label_format);
    } catch (error) {
      // A waybill without its label is of no use to the merchant: void it, best effort.
      await this.client
        .rad(ctx, settings, PEXPRESS_PATHS.cancel, buildPxCancel(trackingNumber))
        .catch(() => undefined);
      throw error;
    }
    return { tracking_number: trackingNumber, tracking_url: null, label };
  }

  async cancel(ctx: ConnectorContext, request: CancelRequest): Promise<void> {
    const settings = readPaquetexpressSettings(ctx);
    await this.client.rad(
      ctx,
      settings,
      PEXPRESS_PATHS.cancel,
      buildPxCancel(request.tracking_number),
    );
  }

  async pickup(ctx: ConnectorContext, request: PickupRequest): Promise<PickupResult> {
    const settings = readPaquetexpressSettings(ctx);
    return parsePxPickupReply(
      await this.client.rad(ctx, settings, PEXPRESS_PATHS.pickup, buildPxPickupOrder(request)),
    );
  }

  /** One history call per number, one after another, all within the caller's deadline. */
  async track(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]> {
    const settings = readPaquetexpressSettings(ctx);
    const results: TrackResult[] = [];
    for (const number of [...new Set(trackingNumbers.map((n) => n.trim()).filter(Boolean))]) {
      try {
        results.push(parsePxTrackReply(number, await this.client.history(ctx, settings, number)));
      } catch (error) {
        // Paquetexpress refusing one number (unknown, not yet documented) is not a failure.
        if (!(error instanceof CarrierError) || error.kind !== 'rejected') throw error;
        results.push({ tracking_number: number, status: null, events: [] });
      }
    }
    return results;
  }

  /** The RadRestFul login with the stored credentials, recorded as it went on the wire. */
  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    const recorder = wireRecorder(this.fetchFn);
    const client = new PaquetexpressClient({ ...this.clientOptions, fetch: recorder.fetch });
    try {
      await client.login(ctx, readPaquetexpressSettings(ctx));
      return { ok: true, message: null, exchanges: recorder.exchanges };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Paquetexpress could not be asked';
      return { ok: false, message, exchanges: recorder.exchanges };
    }
  }

  private async label(
    ctx: ConnectorContext,
    settings: PaquetexpressSettings,
    trackingNumber: string,
    format: ShipRequest['label_format'],
  ): Promise<LabelDocument> {
    if (format === 'zpl') {
      const data = await this.client.rad(
        ctx,
        settings,
        PEXPRESS_PATHS.infotrack,
        buildPxInfotrack(trackingNumber),
      );
      return {
        format,
        content_type: 'text/plain',
        bytes: Buffer.from(parsePxInfotrackZpl(data), 'utf8'),
      };
    }
    const bytes = await this.client.cartaPorte(ctx, settings, trackingNumber, format);
    return { format, content_type: 'application/pdf', bytes };
  }
}
