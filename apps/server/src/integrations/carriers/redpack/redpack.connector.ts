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
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { wireRecorder } from '../wire-recorder';
import { RedpackClient } from './redpack.client';
import {
  buildCoberturaNacional,
  buildCotizacionNacional,
  parseCotizaciones,
  quotedServices,
} from './redpack.mapper';
import { buildSolicitudRecoleccion, parseSolicitudRecoleccion } from './redpack.pickup-mapper';
import { readRedpackSettings, REDPACK_REQUIRED_SETTINGS } from './redpack.settings';
import { buildDocumentacion, shipResultOf } from './redpack.ship-mapper';
import { buildRastreo, trackResultOf } from './redpack.track-mapper';
import { REDPACK_PROVIDER_CODE } from './redpack.types';
import { redpackXmlTest } from './redpack.xml-test';

export interface RedpackConnectorOptions {
  /** The clock transit days count from (the quote's day in central Mexico). */
  now?: () => Date;
}

/** The postal code the connection test asks coverage for (Roma Norte, Mexico City). */
export const CONNECTION_TEST_POSTAL_CODE = '06700';

const normalCode = (code: string) => code.trim().toUpperCase();

/**
 * Redpack over its SOAP web service RedpackWS: quote (cotizacionNacional), label
 * (documentacion), tracking (rastreo), pickup (solicitudRecoleccionCF), the connection test
 * (coberturaNacional) and spec 3's XML test. No cancel: RedpackWS has no void operation and an
 * unused guía is not billed.
 */
export class RedpackConnector implements CarrierConnector {
  readonly providerCode = REDPACK_PROVIDER_CODE;
  readonly requiredSettings = REDPACK_REQUIRED_SETTINGS;
  /** Redpack's couriers collect Monday to Friday. */
  readonly pickupWeekdays = [1, 2, 3, 4, 5] as const;
  readonly xmlTest;
  private readonly client: RedpackClient;

  constructor(
    private readonly fetchFn: OutboundFetch = (input, init) => fetch(input, init),
    private readonly options: RedpackConnectorOptions = {},
  ) {
    this.client = new RedpackClient(fetchFn);
    this.xmlTest = redpackXmlTest(fetchFn);
  }

  /** Redpack quotes within Mexico only: another country gets no quote and no call. */
  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readRedpackSettings(ctx);
    const national = [request.origin, request.destination].every(
      (a) => a.country_code.trim().toUpperCase() === 'MX',
    );
    if (!national) return [];
    const envelope = buildCotizacionNacional(request, settings);
    const reply = await this.client.checked(ctx, settings, 'cotizacionNacional', envelope);
    const quotes = quotedServices(parseCotizaciones(reply), this.options.now?.() ?? new Date());
    if (!request.service_codes.length) return quotes;
    const wanted = new Set(request.service_codes.map(normalCode));
    return quotes.filter((q) => wanted.has(normalCode(q.service_code)));
  }

  async ship(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult> {
    const settings = readRedpackSettings(ctx);
    const envelope = buildDocumentacion(request, settings);
    const reply = await this.client.checked(ctx, settings, 'documentacion', envelope);
    return shipResultOf(reply, request.label_format);
  }

  async pickup(ctx: ConnectorContext, request: PickupRequest): Promise<PickupResult> {
    const settings = readRedpackSettings(ctx);
    const envelope = buildSolicitudRecoleccion(request, settings);
    const reply = await this.client.checked(ctx, settings, 'solicitudRecoleccionCF', envelope);
    return parseSolicitudRecoleccion(reply);
  }

  /** One rastreo per guía, one after another, all within the caller's deadline. */
  async track(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]> {
    const settings = readRedpackSettings(ctx);
    const results: TrackResult[] = [];
    for (const guia of [...new Set(trackingNumbers.map((n) => n.trim()).filter(Boolean))]) {
      const reply = await this.client.call(ctx, settings, 'rastreo', buildRastreo(guia, settings));
      results.push(trackResultOf(guia, reply));
    }
    return results;
  }

  /** coberturaNacional of one postal code with the stored PIN; a refusal is the result. */
  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    const recorder = wireRecorder(this.fetchFn);
    try {
      const settings = readRedpackSettings(ctx);
      const envelope = buildCoberturaNacional(CONNECTION_TEST_POSTAL_CODE, settings);
      await new RedpackClient(recorder.fetch).checked(ctx, settings, 'coberturaNacional', envelope);
      return { ok: true, message: null, exchanges: recorder.exchanges };
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      return { ok: false, message: error.message, exchanges: recorder.exchanges };
    }
  }
}
