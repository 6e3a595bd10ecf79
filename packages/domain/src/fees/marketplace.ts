import type { Centavos } from '../money/centavos';
import { percentage } from '../money/rounding';

export const MARKETPLACE_PERCENT = 3.79;
export const MARKETPLACE_FIXED: Centavos = 400;
export const MARKETPLACE_TAX: Centavos = 116;
export const MARKETPLACE_DEFAULT_MINIMUM: Centavos = 1000;

export type MarketplaceCredit =
  | { ok: true; amount: Centavos; deduction: Centavos; credited: Centavos }
  | { ok: false; reason: 'payment.below_minimum'; minimum: Centavos };

/** Marketplace (Mercado Pago style) payment: 3.79 % + 4.00 + 1.16 tax come off what is credited. */
export function marketplaceDeduction(amount: Centavos): Centavos {
  return percentage(amount, MARKETPLACE_PERCENT) + MARKETPLACE_FIXED + MARKETPLACE_TAX;
}

export function marketplaceCredit(
  amount: Centavos,
  minimum: Centavos = MARKETPLACE_DEFAULT_MINIMUM,
): MarketplaceCredit {
  if (amount < minimum) return { ok: false, reason: 'payment.below_minimum', minimum };
  const deduction = marketplaceDeduction(amount);
  return { ok: true, amount, deduction, credited: amount - deduction };
}
