import { toDecimalString, WALLET_FEE_TIERS, type Centavos } from '@despacho/domain';
import type { PaypalConfig, PaypalFeeTier } from '@despacho/shared';
import { requireActor } from '../../../http/authorize';
import type { ServiceContext } from '../../../http/context';
import { MAXIMUM_TOP_UP, minimumFrom } from '../payment-amount';
import { paypalConfig } from './paypal-gateway';

/** The most one PayPal payment may add (docs/decisions: PayPal's own per-payment ceiling). */
export const PAYPAL_MAX_AMOUNT: Centavos = MAXIMUM_TOP_UP;

/**
 * The wallet fee tiers (spec 1 §9) an accepted amount can fall in: the tiers starting at or
 * above the maximum are left out (spec's "above 1,000,000: 3.42 %" can never apply), and the
 * last one shown ends at the maximum.
 */
export function advertisedFeeTiers(max: Centavos = PAYPAL_MAX_AMOUNT): PaypalFeeTier[] {
  const tiers: PaypalFeeTier[] = [];
  let over: Centavos | null = null;
  for (const tier of WALLET_FEE_TIERS) {
    if (over !== null && over >= max) break;
    const upTo = tier.up_to === null ? max : Math.min(tier.up_to, max);
    tiers.push({
      over: over === null ? null : toDecimalString(over),
      up_to: toDecimalString(upTo),
      percent: tier.percent,
      fixed: toDecimalString(tier.fixed),
    });
    over = upTo;
  }
  return tiers;
}

/** GET paypal/config: what the wallet tab shows and checks, as checkout will check it. */
export async function paypalPublicConfig(ctx: ServiceContext): Promise<PaypalConfig> {
  requireActor(ctx);
  const cfg = await paypalConfig(ctx.deps, ctx.tenant.id);
  return {
    enabled: cfg.enabled && !!cfg.client,
    min_amount: toDecimalString(minimumFrom(cfg.minAmount)),
    max_amount: toDecimalString(PAYPAL_MAX_AMOUNT),
    fee_tiers: advertisedFeeTiers(),
  };
}
