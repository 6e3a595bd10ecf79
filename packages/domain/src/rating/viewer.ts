import type { UserType } from '@despacho/shared';
import type { Rate } from './types';

/** Setting flags that widen what a viewer sees; each is the string '1' or a boolean. */
export interface RateVisibilitySettings {
  readonly show_discount?: boolean | string;
  readonly operator_visible_rates?: boolean | string;
  readonly show_additional_static_rates?: boolean | string;
}

const on = (flag: boolean | string | undefined) => flag === true || flag === '1';

/** What every viewer sees: enough to choose and buy a rate, no margins. */
export interface CustomerRateView {
  service_id: string;
  service_code: string;
  service_name: string;
  carrier_id: string;
  carrier_name: string;
  provider_code: string;
  logo_url: string | null;
  days: number;
  trackable: boolean;
  service_has_pickup: boolean;
  extended_zone: boolean;
  insure_package: boolean;
  insurance: number;
  volumetric_weight: number;
  total: number;
  discount?: number;
  additional_static_rate?: number;
  /** Only on the owner's own-agreement rates: `total` is the fee, this the carrier's price. */
  own_agreement?: true;
  carrier_price?: number;
}

export type OperatorRateView = CustomerRateView & { tenant_price?: number; admin_amount?: number };

export type AdminRateView = CustomerRateView &
  Pick<
    Rate,
    | 'tenant_price'
    | 'admin_percentage'
    | 'admin_amount'
    | 'discount'
    | 'static_rate_used'
    | 'user_price_used'
  >;

export type MainAdminRateView = AdminRateView &
  Pick<Rate, 'system_price' | 'tenant_percentage' | 'tenant_amount'>;

export type RateView =
  CustomerRateView | OperatorRateView | AdminRateView | MainAdminRateView | Rate;

/**
 * rating.md §8. Each view is built by copying allowed keys into a fresh object, never by deleting
 * from the full rate, so a key added to Rate later stays hidden until someone opts it in here.
 */
export function rateForViewer(
  rate: Rate,
  viewer: UserType,
  settings: RateVisibilitySettings = {},
): RateView {
  if (viewer === 'developer') return { ...rate };
  const base: CustomerRateView = {
    service_id: rate.service_id,
    service_code: rate.service_code,
    service_name: rate.service_name,
    carrier_id: rate.carrier_id,
    carrier_name: rate.carrier_name,
    provider_code: rate.provider_code,
    logo_url: rate.logo_url,
    days: rate.days,
    trackable: rate.trackable,
    service_has_pickup: rate.service_has_pickup,
    extended_zone: rate.extended_zone,
    insure_package: rate.insure_package,
    insurance: rate.insurance,
    volumetric_weight: rate.volumetric_weight,
    total: rate.total,
  };
  if (on(settings.show_additional_static_rates))
    base.additional_static_rate = rate.additional_static_rate;
  if (rate.own_agreement) {
    base.own_agreement = true;
    base.carrier_price = rate.carrier_price;
  }
  if (viewer === 'customer' || viewer === 'operator') {
    if (on(settings.show_discount)) base.discount = rate.discount;
    if (viewer === 'customer' || !on(settings.operator_visible_rates)) return base;
    return { ...base, tenant_price: rate.tenant_price, admin_amount: rate.admin_amount };
  }
  // Staff from admin up see the discount always: it is paid out of their own margin.
  const admin: AdminRateView = {
    ...base,
    tenant_price: rate.tenant_price,
    admin_percentage: rate.admin_percentage,
    admin_amount: rate.admin_amount,
    discount: rate.discount,
    static_rate_used: rate.static_rate_used,
    user_price_used: rate.user_price_used,
  };
  if (viewer === 'admin') return admin;
  return {
    ...admin,
    system_price: rate.system_price,
    tenant_percentage: rate.tenant_percentage,
    tenant_amount: rate.tenant_amount,
  };
}
