import type {
  CarrierConnector,
  ConnectorContext,
  QuotedService,
  RateRequest,
} from '../carrier-connector';
import { FedexRestClient } from './fedex-rest.client';
import { buildFedexRateRequest, parseFedexRateReply } from './fedex-rest.mapper';
import {
  FEDEX_PROVIDER_CODE,
  FEDEX_REQUIRED_SETTINGS,
  readFedexSettings,
} from './fedex-rest.settings';

export interface FedexRestConnectorOptions {
  /** Time zone of the ship date's calendar day; Mexico's by default. */
  timeZone?: string;
}

const normalCode = (code: string) => code.trim().toUpperCase();

/** Quoted rates from FedEx's REST Rate API for carriers of provider "FedexRest". */
export class FedexRestConnector implements CarrierConnector {
  readonly providerCode = FEDEX_PROVIDER_CODE;
  readonly requiredSettings = FEDEX_REQUIRED_SETTINGS;

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
}
