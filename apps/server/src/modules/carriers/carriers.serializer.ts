import { API_PREFIX, type Carrier } from '@despacho/shared';
import type { CarrierRow, ProviderRow } from '../../db/schema';
import { money, moneyOrNull, num } from '../catalogue/catalogue-money';

/**
 * Where an <img> loads a carrier's logo: public by tenant slug like the tenant's own logo (an
 * image tag sends no token), versioned by file so a new logo is fetched at once.
 */
export const carrierLogoUrl = (slug: string, id: number, fileId: number | null) =>
  fileId ? `${API_PREFIX}/branding/${slug}/carriers/${id}/logo?v=${fileId}` : null;

export function serializeCarrier(
  slug: string,
  row: CarrierRow,
  provider: Pick<ProviderRow, 'id' | 'code' | 'name' | 'supportsInsurance'>,
  servicesCount: number,
  validatorIds: number[] = [],
): Carrier {
  return {
    id: row.id,
    sequential_id: row.sequentialId,
    name: row.name,
    provider: {
      id: provider.id,
      code: provider.code,
      name: provider.name,
      supports_insurance: provider.supportsInsurance,
    },
    status: row.status,
    environment: row.environment,
    pickup: row.pickup,
    first_limit_size: num(row.firstLimitSize),
    first_limit_cost: moneyOrNull(row.firstLimitCostCents),
    last_limit_size: num(row.lastLimitSize),
    last_limit_cost: moneyOrNull(row.lastLimitCostCents),
    girth: Number(row.girth),
    insurance_type: row.insuranceType,
    insurance_percentage: Number(row.insurancePercentage),
    insurance_amount: money(row.insuranceAmountCents),
    max_weight: num(row.maxWeight),
    max_length: num(row.maxLength),
    max_width: num(row.maxWidth),
    max_height: num(row.maxHeight),
    static_package_dimensions: row.staticPackageDimensions,
    redpack_static_package: row.redpackStaticPackage,
    use_redpack_static_package: row.useRedpackStaticPackage,
    freeze_settings: row.freezeSettings,
    shipment_disabled: row.shipmentLimit !== null && row.shipmentCount >= row.shipmentLimit,
    shipment_count: row.shipmentCount,
    shipment_limit: row.shipmentLimit,
    services_count: servicesCount,
    validator_ids: validatorIds,
    logo_url: carrierLogoUrl(slug, row.id, row.logoFileId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
