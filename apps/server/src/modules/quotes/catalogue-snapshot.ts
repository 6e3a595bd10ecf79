import { createHash } from 'node:crypto';
import type { CarrierData, PriceRow, ServiceData, ValidatorRef } from '@despacho/domain';
import { isQuoteDeadline, QUOTE_DEADLINE_SETTING } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import {
  loadCarrierSettings,
  loadCarrierValidators,
  loadCarriers,
  loadCountries,
  loadPriceRows,
  loadServiceCountries,
  loadServiceValidators,
  loadServiceZones,
  loadServices,
  loadZones,
} from './catalogue.repository';
import { RateEncoder } from './rate.serializer';

/** A carrier as rating needs it, plus what its connector needs to be called. */
export interface CatalogueCarrier {
  data: CarrierData;
  providerCode: string;
  environment: 'sandbox' | 'production';
  /** carrier_settings, secrets decrypted: kept in memory only, never serialised or logged. */
  settings: Record<string, string>;
  /**
   * A digest of the provider, environment and settings: the account as its carrier sees it.
   * Quotes' cached answers and circuit breakers are kept per version (issue 23).
   */
  accountVersion: string;
  /** The carrier's own quote deadline (setting quote_deadline_ms), if staff set one. */
  quoteDeadlineMs: number | null;
}

export interface CatalogueService {
  data: ServiceData;
  carrierId: number;
  priceRows: PriceRow[];
  /** The zone named by the service's `zone` (its extended zone), if it exists. */
  extendedZoneId: number | null;
}

/** Everything a quote reads that changes only when the catalogue version moves. */
export interface CatalogueSnapshot {
  version: number;
  carriers: Map<number, CatalogueCarrier>;
  services: CatalogueService[];
  countries: Map<number, { code: string | null; name: string }>;
  /** Writes this version's rates as JSON, reusing each service's catalogue-only text. */
  rateEncoder: RateEncoder;
}

const groupBy = <T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
};

const refsOf = (rows: { name: string; status: string }[] = []): ValidatorRef[] =>
  rows.map((v) => ({ name: v.name, status: v.status === 'suspended' ? 'suspended' : 'active' }));

/** The carrier setting holding its largest length + girth in cm (the max_dimensions validator). */
export const MAX_LENGTH_GIRTH_SETTING = 'max_length_girth';

function numberSetting(settings: Record<string, string>, key: string): number | null {
  const n = Number(settings[key]);
  return settings[key] !== undefined && Number.isFinite(n) && n > 0 ? n : null;
}

function accountVersion(
  providerCode: string,
  environment: string,
  settings: Record<string, string>,
): string {
  const entries = Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([providerCode, environment, entries]))
    .digest('base64url')
    .slice(0, 22);
}

export async function loadSnapshot(
  tx: Tx,
  version: number,
  secrets: SecretBox,
  logoUrl: (carrierId: number, fileId: number | null) => string | null,
): Promise<CatalogueSnapshot> {
  // One after another: a transaction is one connection, which runs one statement at a time.
  const carrierRows = await loadCarriers(tx);
  const carrierVals = await loadCarrierValidators(tx);
  const settingRows = await loadCarrierSettings(tx);
  const serviceRows = await loadServices(tx);
  const serviceVals = await loadServiceValidators(tx);
  const countryLinks = await loadServiceCountries(tx);
  const zoneLinks = await loadServiceZones(tx);
  const priceRows = await loadPriceRows(tx);
  const zoneRows = await loadZones(tx);
  const countryRows = await loadCountries(tx);

  const settingsByCarrier = groupBy(settingRows, (r) => r.carrierId);
  const carrierValidators = groupBy(carrierVals, (r) => r.carrierId);
  const carriers = new Map<number, CatalogueCarrier>();
  for (const { carrier: c, providerCode, providerName } of carrierRows) {
    const settings = Object.fromEntries(
      (settingsByCarrier.get(c.id) ?? []).map((s) => [s.key, secrets.decrypt(s.value)]),
    );
    const dims =
      c.maxLength !== null && c.maxWidth !== null && c.maxHeight !== null
        ? ([c.maxLength, c.maxWidth, c.maxHeight] as const)
        : null;
    carriers.set(c.id, {
      providerCode,
      environment: c.environment,
      settings,
      accountVersion: accountVersion(providerCode, c.environment, settings),
      quoteDeadlineMs: isQuoteDeadline(settings[QUOTE_DEADLINE_SETTING] ?? '')
        ? Number(settings[QUOTE_DEADLINE_SETTING])
        : null,
      data: {
        id: String(c.id),
        // A customer's own agreement reads as its carrier ("DHL Express"), not its spec 3 row
        // name ("5-dhl-express-5-1"); the rate says it is the customer's own account.
        name: c.ownAgreements ? providerName : c.name,
        provider_code: providerCode,
        logo_url: logoUrl(c.id, c.logoFileId),
        status: c.status,
        shipment_disabled: c.shipmentLimit !== null && c.shipmentCount >= c.shipmentLimit,
        shipment_count: c.shipmentCount,
        shipment_limit: c.shipmentLimit,
        own_agreement_user_id: c.ownAgreements && c.userId !== null ? String(c.userId) : null,
        volumetric_divisor: c.volumetricDivisor ?? numberSetting(settings, 'volumetric_divisor'),
        first_limit_size: c.firstLimitSize,
        first_limit_cost: c.firstLimitCostCents,
        last_limit_size: c.lastLimitSize,
        last_limit_cost: c.lastLimitCostCents,
        girth: c.girth,
        insurance_type: c.insuranceType,
        insurance_percentage: c.insurancePercentage,
        insurance_amount: c.insuranceAmountCents,
        max_weight: c.maxWeight,
        max_dimensions: dims,
        // A carrier setting, as volumetric_divisor: FedEx's 330 cm (docs/decisions.md, issue 17).
        max_length_girth: numberSetting(settings, MAX_LENGTH_GIRTH_SETTING),
        validators: refsOf(carrierValidators.get(c.id)),
      },
    });
  }

  const zoneIdByName = new Map(zoneRows.map((z) => [z.name.trim().toLowerCase(), z.id]));
  const serviceValidators = groupBy(serviceVals, (r) => r.serviceId);
  const countriesByService = groupBy(countryLinks, (r) => r.serviceId);
  const zonesByService = groupBy(zoneLinks, (r) => r.serviceId);
  const pricesByService = groupBy(priceRows, (r) => r.serviceId);
  const services: CatalogueService[] = serviceRows
    .filter((s) => carriers.has(s.carrierId))
    .map((s) => ({
      carrierId: s.carrierId,
      extendedZoneId: s.zone ? (zoneIdByName.get(s.zone.trim().toLowerCase()) ?? null) : null,
      priceRows: (pricesByService.get(s.id) ?? []).map((p) => ({
        kg: p.kg,
        price: p.price,
        admin_cost: p.adminCost,
        main_admin_cost: p.mainAdminCost,
      })),
      data: {
        id: String(s.id),
        code: s.code,
        name: s.name,
        status: s.status,
        service_type: s.serviceType,
        days: s.days,
        trackable: s.trackable,
        has_pickup: s.hasPickup,
        use_quoted_rates: s.useQuotedRates,
        use_static_rates: s.useStaticRates,
        use_of_kg: s.useOfKg,
        exchange_rate: s.exchangeRate,
        // 0 means "no extra-kg pricing" (rating.md §6).
        extra_kg_price: s.extraKgPriceCents > 0 ? s.extraKgPriceCents : null,
        extended_zone_price: s.extendedZonePriceCents,
        girth_amount: s.girthAmountCents,
        week_days: s.weekDays,
        start_at: s.startAt,
        end_at: s.endAt,
        zone_ids: (zonesByService.get(s.id) ?? []).map((z) => String(z.zoneId)),
        country_codes: (countriesByService.get(s.id) ?? [])
          .map((c) => c.code)
          .filter((c): c is string => !!c),
        validators: refsOf(serviceValidators.get(s.id)),
        international_percent: s.internationalPercent,
        international_amount_dev: s.internationalAmountDevCents,
        main_admin_percent: s.mainAdminPercent,
        main_admin_amount: s.mainAdminAmountCents,
        client_percentage: s.clientPercentage,
        international_amount: s.internationalAmountCents,
      },
    }));

  return {
    version,
    carriers,
    services,
    countries: new Map(countryRows.map((c) => [c.id, { code: c.code, name: c.name }])),
    rateEncoder: new RateEncoder(new Map()),
  };
}
