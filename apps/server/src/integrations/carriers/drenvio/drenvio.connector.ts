import { pdfLabelAs } from '../label-convert';
import {
  CarrierError,
  type CancelRequest,
  type CarrierConnector,
  type ConnectionTestResult,
  type ConnectorContext,
  type QuotedService,
  type RateRequest,
  type ShipRequest,
  type ShipResult,
  type TrackResult,
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { wireRecorder } from '../wire-recorder';
import { DrenvioClient } from './drenvio.client';
import {
  buildDrenvioRateRequest,
  chosenOffers,
  offersOf,
  parseDrenvioRateReply,
} from './drenvio.mapper';
import { normalServiceCode } from './drenvio.service-code';
import {
  DRENVIO_PROVIDER_CODE,
  DRENVIO_REQUIRED_SETTINGS,
  readDrenvioSettings,
} from './drenvio.settings';
import { buildDrenvioGenerateRequest, parseDrenvioGenerateReply } from './drenvio.ship-mapper';
import { parseDrenvioCancelReply, parseDrenvioTrackReply } from './drenvio.track-mapper';
import { drawDrenvioZplLabel } from './drenvio.zpl-label';

/** The one-parcel quote a connection test sends: Monterrey → Mexico City, 1 kg. */
export const DRENVIO_TEST_RATE: RateRequest = {
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '06700' },
  parcels: [{ weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date(0),
};

/**
 * DrEnvío, an aggregator selling other carriers' labels (provider "DrEnvio"): rate and label
 * purchase are its published API; tracking and cancellation follow our [GUESS] contract; it
 * schedules no pickups. Service codes are `<carrier>:<service>` (drenvio.service-code.ts).
 */
export class DrenvioConnector implements CarrierConnector {
  readonly providerCode = DRENVIO_PROVIDER_CODE;
  readonly requiredSettings = DRENVIO_REQUIRED_SETTINGS;
  private readonly client: DrenvioClient;

  constructor(private readonly fetchFn: OutboundFetch) {
    this.client = new DrenvioClient(fetchFn);
  }

  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readDrenvioSettings(ctx);
    const reply = await this.client.rate(ctx, settings, buildDrenvioRateRequest(request));
    return parseDrenvioRateReply(reply, request.service_codes);
  }

  /**
   * Quotes the chosen offer again (a label needs the quote's ObjectId and ShippingId), buys it,
   * and downloads DrEnvío's PDF from the URL it answers. Letter and thermal are that PDF fitted
   * to the page; ZPL is drawn here (DrEnvío sends no ZPL) around DrEnvío's tracking number.
   */
  async ship(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult> {
    const settings = readDrenvioSettings(ctx);
    const code = normalServiceCode(request.service_code);
    const rateBody = buildDrenvioRateRequest({
      origin: request.origin,
      destination: request.destination,
      parcels: request.parcels,
      declared_value_cents: request.parcels.reduce((s, p) => s + p.declared_value_cents, 0),
      insured_value_cents: request.parcels.reduce((s, p) => s + (p.insured_value_cents ?? 0), 0),
      service_codes: [code],
      ship_date: request.ship_date,
    });
    const offers = offersOf(await this.client.rate(ctx, settings, rateBody));
    const offer = chosenOffers(offers, [code])[0];
    if (!offer) {
      throw new CarrierError(
        'rejected',
        `Dr. Envío does not offer ${request.service_code} for this shipment`,
      );
    }
    const body = buildDrenvioGenerateRequest(request, offer);
    const reply = parseDrenvioGenerateReply(await this.client.generate(ctx, settings, body));
    const pdf = await this.client.labelPdf(ctx, reply.label);
    const label =
      request.label_format === 'zpl'
        ? {
            format: 'zpl' as const,
            content_type: 'text/plain' as const,
            bytes: Buffer.from(
              drawDrenvioZplLabel({
                request,
                tracking: reply.tracking,
                carrier: offer.carrier,
                service: offer.service,
              }),
              'utf8',
            ),
          }
        : await pdfLabelAs(pdf, request.label_format);
    return { tracking_number: reply.tracking, tracking_url: null, label };
  }

  /** [GUESS] contract: POST /v2/shipments/{tracking}/cancel. */
  async cancel(ctx: ConnectorContext, request: CancelRequest): Promise<void> {
    const settings = readDrenvioSettings(ctx);
    parseDrenvioCancelReply(await this.client.cancel(ctx, settings, request.tracking_number));
  }

  /** [GUESS] contract: one GET per number, one after another, within the caller's deadline. */
  async track(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]> {
    const settings = readDrenvioSettings(ctx);
    const results: TrackResult[] = [];
    for (const tracking of trackingNumbers) {
      const reply = await this.client.track(ctx, settings, tracking);
      results.push(
        reply === null
          ? { tracking_number: tracking, status: null, events: [] }
          : parseDrenvioTrackReply(reply, tracking),
      );
    }
    return results;
  }

  /** A one-parcel quote with the stored token, recorded as it went on the wire. */
  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    const { fetch, exchanges } = wireRecorder(this.fetchFn);
    try {
      const settings = readDrenvioSettings(ctx);
      const reply = await new DrenvioClient(fetch).rate(
        ctx,
        settings,
        buildDrenvioRateRequest(DRENVIO_TEST_RATE),
      );
      offersOf(reply);
      return { ok: true, message: null, exchanges };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Dr. Envío could not be asked';
      return { ok: false, message, exchanges };
    }
  }
}
