import {
  CarrierError,
  type CarrierConnector,
  type ConnectionTestResult,
  type ConnectorContext,
  type QuotedService,
  type RateRequest,
  type XmlTestConnection,
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { wireRecorder } from '../wire-recorder';
import { postCarssa } from './carssa.client';
import {
  buildCotizarRequest,
  generarGuiaExample,
  parseCotizarReply,
  parseGenerarGuiaReply,
  withCredentials,
} from './carssa.mapper';
import {
  CARSSA_PROVIDER_CODE,
  CARSSA_REQUIRED_SETTINGS,
  readCarssaSettings,
} from './carssa.settings';
import { parseXml, serializeXml, soapParts } from './carssa.soap';

/** What a connection test quotes: one 1 kg box from Monterrey to Mexico City. */
const SAMPLE_RATE: Omit<RateRequest, 'ship_date'> = {
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '03100' },
  parcels: [{ weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 }],
  declared_value_cents: 0,
  service_codes: [],
};

const failed = (error: unknown) =>
  error instanceof CarrierError ? error.message : 'Carssa could not be asked';

/**
 * Carssa over our own SOAP-style XML contract (carssa.soap.ts): rate (Cotizar), spec 3's
 * connection test (a sample Cotizar) and its XML test (an uploaded GenerarGuia, label back).
 */
export class CarssaConnector implements CarrierConnector {
  readonly providerCode = CARSSA_PROVIDER_CODE;
  readonly requiredSettings = CARSSA_REQUIRED_SETTINGS;

  constructor(private readonly fetch: OutboundFetch) {}

  async rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]> {
    const settings = readCarssaSettings(ctx);
    const xml = buildCotizarRequest(request, settings);
    const answer = await postCarssa(this.fetch, settings.baseUrl, 'Cotizar', xml, ctx.signal);
    const quotes = parseCotizarReply(answer.doc, answer.status);
    if (!request.service_codes.length) return quotes;
    const wanted = new Set(request.service_codes.map((c) => c.trim().toUpperCase()));
    return quotes.filter((q) => wanted.has(q.service_code.toUpperCase()));
  }

  async testConnection(ctx: ConnectorContext): Promise<ConnectionTestResult> {
    const recorder = wireRecorder(this.fetch);
    try {
      const settings = readCarssaSettings(ctx);
      const xml = buildCotizarRequest({ ...SAMPLE_RATE, ship_date: new Date() }, settings);
      const answer = await postCarssa(recorder.fetch, settings.baseUrl, 'Cotizar', xml, ctx.signal);
      parseCotizarReply(answer.doc, answer.status);
      return { ok: true, message: null, exchanges: recorder.exchanges };
    } catch (error) {
      return { ok: false, message: failed(error), exchanges: recorder.exchanges };
    }
  }

  readonly xmlTest: XmlTestConnection = {
    example: () => generarGuiaExample(),
    send: async (ctx, xml) => {
      const recorder = wireRecorder(this.fetch);
      const result = (message: string | null, label: Buffer | null = null) => ({
        ok: message === null,
        message,
        exchanges: recorder.exchanges,
        label,
      });
      try {
        const settings = readCarssaSettings(ctx);
        const doc = parseXml(xml);
        const filled = doc && withCredentials(doc, settings);
        if (!filled) return result('The file is not a SOAP envelope (soapenv:Envelope)');
        // A quote request is a valid test too (no label comes back); anything else is a label.
        const quote = soapParts(filled)?.operation?.localName === 'CotizarRequest';
        const operation = quote ? 'Cotizar' : 'GenerarGuia';
        const body = serializeXml(filled);
        const answer = await postCarssa(
          recorder.fetch,
          settings.baseUrl,
          operation,
          body,
          ctx.signal,
        );
        if (quote) {
          parseCotizarReply(answer.doc, answer.status);
          return result(null);
        }
        return result(null, parseGenerarGuiaReply(answer.doc, answer.status).label);
      } catch (error) {
        return result(failed(error));
      }
    },
  };
}
