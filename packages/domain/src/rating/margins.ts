import type { Centavos } from '../money/centavos';
import { percentage } from '../money/rounding';
import type { MarginFields, UserServiceAmount } from './types';

/** The service's six margin fields with the user's UserServiceAmount overrides laid over them. */
export function effectiveMargins(
  service: MarginFields,
  override: UserServiceAmount | undefined,
): MarginFields {
  if (!override) return service;
  return {
    international_percent: override.international_percent ?? service.international_percent,
    international_amount_dev: override.international_amount_dev ?? service.international_amount_dev,
    main_admin_percent: override.main_admin_percent ?? service.main_admin_percent,
    main_admin_amount: override.main_admin_amount ?? service.main_admin_amount,
    client_percentage: override.client_percentage ?? service.client_percentage,
    international_amount: override.international_amount ?? service.international_amount,
  };
}

/** rating.md §1: round(price_below × percentage / 100) + fixed_amount. */
export const margin = (priceBelow: Centavos, percent: number, fixed: Centavos): Centavos =>
  percentage(priceBelow, percent) + fixed;
