import { exactDecimal, localDateKey, toDecimalString } from '@despacho/domain';
import {
  CarrierError,
  type ConnectorAddress,
  type QuotedService,
  type RateRequest,
} from '../carrier-connector';
import { amountToCentavos } from '../carrier-amount';
import { httpStatusKind } from '../connector-http';
import type { FedexSettings } from './fedex-rest.settings';

export { amountToCentavos };
import type {
  FedexAddress,
  FedexApiError,
  FedexPackageLineItem,
  FedexRateReplyDetail,
  FedexRateRequest,
  FedexRatedShipmentDetail,
} from './fedex-rest.types';

/**
 * Pure translation between the product's canonical rate request (cm, kg, centavos) and FedEx's
 * Rates and Transit Times API, tested against recorded payloads in ./fixtures.
 */

/** FedEx's own codes where they differ from ISO 4217 (API reference, "Currency Codes"). */
const FEDEX_TO_ISO: Readonly<Record<string, string>> = {
  ARN: 'ARS',
  CHP: 'CLP',
  CID: 'KYD',
  DHS: 'AED',
  ECD: 'XCD',
  JAD: 'JMD',
  JYE: 'JPY',
  KUD: 'KWD',
  NMP: 'MXN',
  NTD: 'TWD',
  RDD: 'DOP',
  SFR: 'CHF',
  SID: 'SGD',
  UKL: 'GBP',
  WON: 'KRW',
};
const ISO_TO_FEDEX = Object.fromEntries(Object.entries(FEDEX_TO_ISO).map(([f, i]) => [i, f]));

export const fedexCurrencyToIso = (code: string): string => FEDEX_TO_ISO[code] ?? code;
/** Amounts sent to FedEx use its codes; ISO codes are accepted only as preferredCurrency. */
export const isoCurrencyToFedex = (code: string): string => ISO_TO_FEDEX[code] ?? code;

/** Where FedEx wants a state code at all (two letters); Mexico does not use one. */
const STATE_CODE_COUNTRIES = new Set(['US', 'CA', 'PR']);

/** The two-letter state code FedEx wants for this country, or undefined where it wants none. */
export function fedexStateCode(country: string, stateCode?: string | null): string | undefined {
  const state = stateCode?.trim().toUpperCase();
  return state && state.length === 2 && STATE_CODE_COUNTRIES.has(country) ? state : undefined;
}

function addressOf(address: ConnectorAddress): FedexAddress {
  const country = address.country_code.trim().toUpperCase();
  const out: FedexAddress = {
    postalCode: address.postal_code.trim().toUpperCase(),
    countryCode: country,
  };
  const state = fedexStateCode(country, address.state_code);
  if (state) out.stateOrProvinceCode = state;
  const city = address.city?.trim();
  if (city) out.city = city.slice(0, 35);
  if (address.residential !== undefined) out.residential = address.residential;
  return out;
}

/** Rounds up to `decimals` places exactly (2.0001 kg → 2.01; 10.2 cm → 11 at 0 places). */
export function ceilTo(value: number, decimals: number): number {
  const { units, scale } = exactDecimal(value);
  const factor = 10n ** BigInt(decimals);
  const scaled = units * factor;
  const up = scaled / scale + (scaled % scale > 0n ? 1n : 0n);
  return Number(up) / Number(factor);
}

/** Splits the insured value over the packages; the first one takes the odd centavos. */
function declaredValues(total: number, count: number): number[] {
  if (total <= 0) return Array.from({ length: count }, () => 0);
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? total - each * (count - 1) : each));
}

export interface BuildRateRequestOptions {
  /** Time zone of the ship date's calendar day (the shipper's); defaults to Mexico's. */
  timeZone?: string;
}

/** The canonical request as a POST /rate/v1/rates/quotes body for this carrier's account. */
export function buildFedexRateRequest(
  request: RateRequest,
  settings: Pick<FedexSettings, 'accountNumber' | 'pickupType'>,
  options: BuildRateRequestOptions = {},
): FedexRateRequest {
  if (!request.parcels.length) {
    throw new CarrierError('rejected', 'A shipment needs at least one parcel');
  }
  // FedEx's declaredValue is the value it is liable for, and it charges for it: sent only when
  // FedEx is to insure the parcel (the carrier's own insurance, asked for by the shipper).
  const declared = declaredValues(request.insured_value_cents ?? 0, request.parcels.length);
  const items = request.parcels.map((parcel, i): FedexPackageLineItem => {
    const item: FedexPackageLineItem = {
      groupPackageCount: 1,
      weight: { units: 'KG', value: ceilTo(parcel.weight_kg, 2) },
      dimensions: {
        length: ceilTo(parcel.length_cm, 0),
        width: ceilTo(parcel.width_cm, 0),
        height: ceilTo(parcel.height_cm, 0),
        units: 'CM',
      },
    };
    const value = declared[i] ?? 0;
    if (value > 0) {
      item.declaredValue = {
        amount: Number(toDecimalString(value)),
        currency: isoCurrencyToFedex('MXN'),
      };
    }
    return item;
  });
  return {
    accountNumber: { value: settings.accountNumber },
    rateRequestControlParameters: {
      returnTransitTimes: true,
      servicesNeededOnRateFailure: false,
      rateSortOrder: 'SERVICENAMETRADITIONAL',
    },
    requestedShipment: {
      shipper: { address: addressOf(request.origin) },
      recipient: { address: addressOf(request.destination) },
      pickupType: settings.pickupType,
      packagingType: 'YOUR_PACKAGING',
      rateRequestType: ['ACCOUNT', 'PREFERRED'],
      preferredCurrency: 'MXN',
      shipDateStamp: localDateKey(request.ship_date, options.timeZone),
      totalPackageCount: items.length,
      requestedPackageLineItems: items,
    },
  };
}

const WORD_DAYS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'ONE',
    'TWO',
    'THREE',
    'FOUR',
    'FIVE',
    'SIX',
    'SEVEN',
    'EIGHT',
    'NINE',
    'TEN',
    'ELEVEN',
    'TWELVE',
    'THIRTEEN',
    'FOURTEEN',
    'FIFTEEN',
    'SIXTEEN',
    'SEVENTEEN',
    'EIGHTEEN',
    'NINETEEN',
    'TWENTY',
  ].map((word, i) => [i === 0 ? 'ONE_DAY' : `${word}_DAYS`, i + 1]),
);

/** Weekdays after `from` up to and including `to` (both YYYY-MM-DD). */
function businessDaysBetween(from: string, to: string): number | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  let days = 0;
  for (let t = start + 86_400_000; t <= end && days < 60; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/** FedEx's transit code ("TWO_DAYS"), else business days from the ship date to the commit date. */
export function transitDaysOf(detail: FedexRateReplyDetail, shipDate: string): number | null {
  const words = [
    detail.operationalDetail?.transitTime,
    detail.commit?.daysInTransit,
    detail.commit?.transitDays?.minimumTransitTime,
  ];
  for (const word of words) {
    const days = word ? WORD_DAYS[word] : undefined;
    if (days !== undefined) return days;
  }
  const commitDate =
    detail.operationalDetail?.commitDate ??
    detail.operationalDetail?.deliveryDate ??
    detail.commit?.dateDetail?.dayFormat;
  return commitDate ? businessDaysBetween(shipDate, commitDate) : null;
}

// What the account actually pays comes first; list (published) rates only when nothing else.
const RATE_TYPE_PREFERENCE = ['PREFERRED_CURRENCY', 'ACCOUNT', 'PREFERRED', 'INCENTIVE', 'LIST'];

function chosenRate(details: FedexRatedShipmentDetail[]): FedexRatedShipmentDetail | undefined {
  const rank = (d: FedexRatedShipmentDetail) => {
    const i = RATE_TYPE_PREFERENCE.indexOf(d.rateType ?? '');
    return i < 0 ? RATE_TYPE_PREFERENCE.length : i;
  };
  return [...details].sort((a, b) => rank(a) - rank(b))[0];
}

function quoteOf(detail: FedexRateReplyDetail, shipDate: string): QuotedService | null {
  const code = (detail.serviceType ?? detail.serviceDescription?.serviceType ?? '').trim();
  const rate = chosenRate(
    Array.isArray(detail.ratedShipmentDetails) ? detail.ratedShipmentDetails : [],
  );
  if (!code || !rate) return null;
  const cents = amountToCentavos(rate.totalNetCharge);
  const currency = rate.currency ?? rate.shipmentRateDetail?.currency;
  if (cents === null || typeof currency !== 'string' || !currency) return null;
  return {
    service_code: code,
    amount_cents: cents,
    currency: fedexCurrencyToIso(currency.trim().toUpperCase()),
    transit_days: transitDaysOf(detail, shipDate),
  };
}

/**
 * A 200 reply as the services FedEx priced: the net charge of the rate the account pays, in
 * centavos of its currency. Services FedEx lists without a usable rate are left out; a body
 * that is not a rate reply at all is an "unavailable" error.
 */
export function parseFedexRateReply(body: unknown, shipDate: string): QuotedService[] {
  const details = (body as { output?: { rateReplyDetails?: unknown } } | null)?.output
    ?.rateReplyDetails;
  if (!Array.isArray(details)) {
    throw new CarrierError('unavailable', 'FedEx answered without rates (unreadable reply)');
  }
  const byCode = new Map<string, QuotedService>();
  for (const detail of details as FedexRateReplyDetail[]) {
    const quote = detail && typeof detail === 'object' ? quoteOf(detail, shipDate) : null;
    const seen = quote && byCode.get(quote.service_code);
    if (quote && (!seen || quote.amount_cents < seen.amount_cents)) {
      byCode.set(quote.service_code, quote);
    }
  }
  return [...byCode.values()];
}

function errorsOf(text: string): FedexApiError[] {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (!Array.isArray(body?.errors)) return [];
    return body.errors.filter(
      (e): e is FedexApiError =>
        !!e && typeof e === 'object' && typeof (e as FedexApiError).message === 'string',
    );
  } catch {
    return [];
  }
}

/** A FedEx error answer as a CarrierError carrying FedEx's own code and words. */
export function fedexErrorToCarrierError(status: number, text: string): CarrierError {
  const errors = errorsOf(text);
  const kind = httpStatusKind(status);
  const message = errors.length
    ? errors.map((e) => e.message.trim().slice(0, 500)).join(' / ')
    : `FedEx answered HTTP ${status}`;
  const code = errors.find((e) => typeof e.code === 'string')?.code;
  return new CarrierError(kind, message, code);
}
