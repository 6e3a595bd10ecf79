import {
  CarrierError,
  type ConnectorAddress,
  type ConnectorParcel,
  type QuotedService,
  type RateRequest,
} from '../carrier-connector';
import { dhlDateTime } from './dhl-express.dates';
import type { DhlSettings } from './dhl-express.settings';
import type { DhlPackage, DhlProduct, DhlRateAddress, DhlRateRequest } from './dhl-express.types';

/** DHL takes weights to 3 decimals (kg) and dimensions in whole centimetres (at least 1). */
const kg = (value: number) => Math.max(0.001, Math.round(value * 1000) / 1000);
const cm = (value: number) => Math.max(1, Math.ceil(value));
/** Centavos as DHL's decimal amounts. */
export const pesos = (cents: number) => Math.round(cents) / 100;

export function dhlAddress(address: ConnectorAddress): DhlRateAddress {
  return {
    postalCode: address.postal_code.trim(),
    cityName: (address.city ?? '').trim() || address.postal_code.trim(),
    countryCode: address.country_code.trim().toUpperCase(),
    ...(address.state_code ? { provinceCode: address.state_code } : {}),
  };
}

export function dhlPackages(parcels: readonly ConnectorParcel[]): DhlPackage[] {
  return parcels.map((p) => ({
    weight: kg(p.weight_kg),
    dimensions: { length: cm(p.length_cm), width: cm(p.width_cm), height: cm(p.height_cm) },
  }));
}

/**
 * POST /rates for a RateRequest: metric units, the shipper account, no customs declaration
 * within Mexico, and DHL insurance (value-added service II) for the insured value when the
 * carrier itself insures.
 */
export function buildDhlRateRequest(
  request: RateRequest,
  settings: Pick<DhlSettings, 'accountNumber'>,
  options: { timeZone?: string } = {},
): DhlRateRequest {
  const shipper = dhlAddress(request.origin);
  const receiver = dhlAddress(request.destination);
  const insured = request.insured_value_cents ?? 0;
  return {
    customerDetails: { shipperDetails: shipper, receiverDetails: receiver },
    accounts: [{ typeCode: 'shipper', number: settings.accountNumber }],
    plannedShippingDateAndTime: dhlDateTime(request.ship_date, options.timeZone),
    unitOfMeasurement: 'metric',
    isCustomsDeclarable: shipper.countryCode !== receiver.countryCode,
    ...(insured > 0
      ? {
          monetaryAmount: [
            { typeCode: 'declaredValue' as const, value: pesos(insured), currency: 'MXN' },
          ],
          valueAddedServices: [{ serviceCode: 'II', value: pesos(insured), currency: 'MXN' }],
        }
      : {}),
    estimatedDeliveryDate: { isRequested: true, typeCode: 'QDDC' },
    packages: dhlPackages(request.parcels),
  };
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function transitDays(product: DhlProduct): number | null {
  const days = Number(product.deliveryCapabilities?.totalTransitDays);
  return Number.isFinite(days) && days >= 0 ? Math.round(days) : null;
}

/** The billing-currency total (BILLC), else the first total DHL gave. */
function billedPrice(product: DhlProduct) {
  const prices = Array.isArray(product.totalPrice) ? product.totalPrice : [];
  return prices.find((p) => p.currencyType === 'BILLC') ?? prices[0];
}

/** DHL's products as quotes: one per product code, in centavos of the billing currency. */
export function parseDhlRateReply(reply: unknown): QuotedService[] {
  if (!isObj(reply) || !Array.isArray(reply.products)) {
    throw new CarrierError('unavailable', 'DHL answered the rate request unreadably');
  }
  const quotes: QuotedService[] = [];
  for (const product of reply.products as DhlProduct[]) {
    if (!isObj(product) || typeof product.productCode !== 'string') continue;
    const price = billedPrice(product);
    const amount = Number(price?.price);
    if (!price || !Number.isFinite(amount) || amount < 0 || !price.priceCurrency) continue;
    quotes.push({
      service_code: product.productCode,
      amount_cents: Math.round(amount * 100),
      currency: price.priceCurrency.toUpperCase(),
      transit_days: transitDays(product),
    });
  }
  return quotes;
}
