import type { Centavos } from '../money/centavos';
import { percentage } from '../money/rounding';

export interface WalletFeeTier {
  /** Inclusive upper bound of the tier; null for the open top tier. */
  readonly up_to: Centavos | null;
  readonly percent: number;
  readonly fixed: Centavos;
}

/** Spec 1 §9, as shown to the user; a tier's bound belongs to that tier ("up to 50,000"). */
export const WALLET_FEE_TIERS: readonly WalletFeeTier[] = [
  { up_to: 5_000_000, percent: 4.58, fixed: 464 },
  { up_to: 25_000_000, percent: 4.23, fixed: 464 },
  { up_to: 50_000_000, percent: 4, fixed: 464 },
  { up_to: 100_000_000, percent: 3.65, fixed: 464 },
  { up_to: null, percent: 3.42, fixed: 464 },
];

export function walletFeeTier(amount: Centavos): WalletFeeTier {
  return WALLET_FEE_TIERS.find((t) => t.up_to === null || amount <= t.up_to) as WalletFeeTier;
}

export function walletFee(amount: Centavos): Centavos {
  const tier = walletFeeTier(amount);
  return percentage(amount, tier.percent) + tier.fixed;
}
