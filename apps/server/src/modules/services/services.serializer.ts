import { API_PREFIX, type Service, type UserType } from '@despacho/shared';
import type { ServiceRow } from '../../db/schema';
import { money } from '../catalogue/catalogue-money';

/** A `time` column ("HH:MM:SS") as the API writes it ("HH:MM"). */
export const hourMinute = (time: string | null): string | null => (time ? time.slice(0, 5) : null);

/** Where an <img> loads a service's logo: public by tenant slug, versioned by file. */
export const serviceLogoUrl = (slug: string, id: number, fileId: number | null) =>
  fileId ? `${API_PREFIX}/branding/${slug}/services/${id}/logo?v=${fileId}` : null;

export interface ServiceLinks {
  carrierName: string;
  countryIds: number[];
  zoneIds: number[];
  validatorIds: number[];
  pricesCount: number;
}

/**
 * A service as the viewer may see it: the system layer (international_percent,
 * international_amount_dev) only for developers, the tenant layer (main_admin_*) only for
 * developers and main admins (rating.md §8).
 */
export function serializeService(
  row: ServiceRow,
  links: ServiceLinks,
  viewer: UserType,
  slug: string,
): Service {
  const out: Service = {
    id: row.id,
    logo_url: serviceLogoUrl(slug, row.id, row.logoFileId),
    sequential_id: row.sequentialId,
    carrier_id: row.carrierId,
    carrier_name: links.carrierName,
    name: row.name,
    code: row.code,
    status: row.status,
    service_type: row.serviceType,
    days: row.days,
    extra_kg_price: money(row.extraKgPriceCents),
    extra_kg_overweight_price: money(row.extraKgOverweightPriceCents),
    oversize_kg_price: money(row.oversizeKgPriceCents),
    zone: row.zone,
    extended_zone_price: money(row.extendedZonePriceCents),
    girth_amount: money(row.girthAmountCents),
    use_of_kg: row.useOfKg,
    start_at: hourMinute(row.startAt),
    end_at: hourMinute(row.endAt),
    exchange_rate: Number(row.exchangeRate),
    client_percentage: Number(row.clientPercentage),
    international_amount: money(row.internationalAmountCents),
    trackable: row.trackable,
    has_pickup: row.hasPickup,
    use_quoted_rates: row.useQuotedRates,
    use_static_rates: row.useStaticRates,
    edit_admin_cost: row.editAdminCost,
    week_days: row.weekDays,
    country_ids: links.countryIds,
    zone_ids: links.zoneIds,
    validator_ids: links.validatorIds,
    prices_count: links.pricesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (viewer === 'developer' || viewer === 'main_admin') {
    out.main_admin_percent = Number(row.mainAdminPercent);
    out.main_admin_amount = money(row.mainAdminAmountCents);
  }
  if (viewer === 'developer') {
    out.international_percent = Number(row.internationalPercent);
    out.international_amount_dev = money(row.internationalAmountDevCents);
  }
  return out;
}
