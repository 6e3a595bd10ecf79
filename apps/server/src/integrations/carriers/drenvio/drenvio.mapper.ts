import {
  CarrierError,
  type ConnectorAddress,
  type ConnectorParcel,
  type QuotedService,
  type RateRequest,
} from '../carrier-connector';
import { amountToCentavos } from '../carrier-amount';
import { httpStatusKind } from '../connector-http';
import { carriersFor, normalServiceCode, serviceCodeOf } from './drenvio.service-code';
import type {
  DrenvioOffer,
  DrenvioPackage,
  DrenvioRateAddress,
  DrenvioRateRequest,
} from './drenvio.types';

/**
 * Pure translation between the product's canonical rate request (cm, kg, centavos) and
 * DrEnvío's POST /v2/shipments/rate, and DrEnvío's error answers as CarrierErrors.
 */

/** DrEnvío's volumetric divisor: 10 × 10 × 10 cm weighs 0.2 kg (its published example). */
export const DRENVIO_DIM_DIVISOR = 5000;

/** Rounds up to `decimals` places, ignoring float noise (2.0000001 → 2, 2.001 → 2.01). */
export function ceilTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.ceil(Math.round(value * factor * 1e4) / 1e4) / factor;
}

/** Centavos as DrEnvío's pesos (a number with two decimals at most). */
export const pesos = (cents: number): number => Math.round(cents) / 100;

function addressOf(address: ConnectorAddress): DrenvioRateAddress {
  const out: DrenvioRateAddress = {
    country: address.country_code.trim().toUpperCase(),
    postal_code: address.postal_code.trim(),
  };
  const city = address.city?.trim();
  if (city) out.city = city;
  const state = address.state_code?.trim();
  if (state) out.state = state;
  return out;
}

/** A parcel in DrEnvío's units: kg to the gram rounded up, whole cm rounded up. */
export function packageOf(parcel: ConnectorParcel): DrenvioPackage {
  const length = ceilTo(parcel.length_cm, 0);
  const width = ceilTo(parcel.width_cm, 0);
  const height = ceilTo(parcel.height_cm, 0);
  const weight = ceilTo(parcel.weight_kg, 2);
  const volumetric = ceilTo((length * width * height) / DRENVIO_DIM_DIVISOR, 2);
  return {
    weight,
    height,
    width,
    length,
    volumetric,
    type: 'box',
    main_weight: Math.max(weight, volumetric),
  };
}

/** The canonical request as a POST /v2/shipments/rate body (national shipments only). */
export function buildDrenvioRateRequest(request: RateRequest): DrenvioRateRequest {
  if (!request.parcels.length) {
    throw new CarrierError('rejected', 'A shipment needs at least one parcel');
  }
  const origin = addressOf(request.origin);
  const destination = addressOf(request.destination);
  if (origin.country !== destination.country) {
    throw new CarrierError('rejected', 'Dr. Envío quotes national shipments only');
  }
  return {
    type: 'National',
    origin,
    destination,
    packages: request.parcels.map(packageOf),
    carriers: carriersFor(request.service_codes),
    insurance: pesos(request.insured_value_cents ?? 0),
  };
}

/** Days in transit: a number, or the longest of a text like "2-3 días"; null if none. */
export function transitDaysOf(days: unknown): number | null {
  if (typeof days === 'number') return Number.isFinite(days) && days >= 0 ? Math.ceil(days) : null;
  if (typeof days !== 'string') return null;
  const numbers = days.match(/\d+/g)?.map(Number) ?? [];
  return numbers.length ? Math.max(...numbers) : null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && !!value.trim();

/** The offers of a rate reply that can be sold; a reply that is not an array is unreadable. */
export function offersOf(body: unknown): DrenvioOffer[] {
  if (!Array.isArray(body)) {
    throw new CarrierError('unavailable', 'Dr. Envío answered without rates (unreadable reply)');
  }
  return body.filter(
    (o): o is DrenvioOffer =>
      !!o &&
      typeof o === 'object' &&
      isText((o as DrenvioOffer).carrier) &&
      isText((o as DrenvioOffer).service) &&
      amountToCentavos((o as DrenvioOffer).price) !== null,
  );
}

export function quoteOf(offer: DrenvioOffer): QuotedService {
  return {
    service_code: serviceCodeOf(offer),
    amount_cents: amountToCentavos(offer.price) ?? 0,
    currency: isText(offer.currency) ? offer.currency.trim().toUpperCase() : 'MXN',
    transit_days: transitDaysOf(offer.days),
  };
}

/**
 * The offers the tenant sells (all when `serviceCodes` is empty), one per service code: the
 * cheapest when DrEnvío offers the same carrier and service twice.
 */
export function chosenOffers(
  offers: readonly DrenvioOffer[],
  serviceCodes: readonly string[],
): DrenvioOffer[] {
  const wanted = new Set(serviceCodes.map(normalServiceCode));
  const byCode = new Map<string, DrenvioOffer>();
  for (const offer of offers) {
    const code = serviceCodeOf(offer);
    if (wanted.size && !wanted.has(code)) continue;
    const seen = byCode.get(code);
    if (!seen || (amountToCentavos(offer.price) ?? 0) < (amountToCentavos(seen.price) ?? 0)) {
      byCode.set(code, offer);
    }
  }
  return [...byCode.values()];
}

/** A rate reply as quoted services (see chosenOffers). */
export function parseDrenvioRateReply(
  body: unknown,
  serviceCodes: readonly string[],
): QuotedService[] {
  return chosenOffers(offersOf(body), serviceCodes).map(quoteOf);
}

/** DrEnvío's words from an error body: `message` (text or a list of texts) and `code`. */
export function drenvioErrorOf(text: string): { message: string | null; code: string | undefined } {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    const raw = body?.message;
    const list = Array.isArray(raw) ? raw.filter(isText) : isText(raw) ? [raw] : [];
    return {
      message: list.length ? list.map((m) => m.trim().slice(0, 500)).join(' / ') : null,
      code: isText(body?.code) ? body.code.trim() : undefined,
    };
  } catch {
    return { message: null, code: undefined };
  }
}

/** A DrEnvío error answer as a CarrierError with DrEnvío's own words. */
export function drenvioErrorToCarrierError(status: number, text: string): CarrierError {
  const { message, code } = drenvioErrorOf(text);
  const kind = httpStatusKind(status);
  return new CarrierError(kind, message ?? `Dr. Envío answered HTTP ${status}`, code);
}
