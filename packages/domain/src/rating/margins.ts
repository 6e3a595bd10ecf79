import type { Centavos } from '../money/centavos';
import { percentage } from '../money/rounding';
import type { MarginFields, UserServiceAmount } from './types';

/** The service's six margin fields with the user's UserServiceAmount overrides laid over them. */
export function effectiveMargins(
  service: MarginFields,
  override: UserServiceAmount | undefined,
): MarginFields {
  if (!override) return service;
  const pick = <K extends keyof MarginFields>(key: K): MarginFields[K] =>
    override[key] ?? service[key];
  return {
    international_percent: pick('international_percent'),
    international_amount_dev: pick('international_amount_dev'),
    main_admin_percent: pick('main_admin_percent'),
    main_admin_amount: pick('main_admin_amount'),
    client_percentage: pick('client_percentage'),
    international_amount: pick('international_amount'),
  };
}

/** rating.md §1: round(price_below × percentage / 100) + fixed_amount. */
export const margin = (priceBelow: Centavos, percent: number, fixed: Centavos): Centavos =>
  percentage(priceBelow, percent) + fixed;
