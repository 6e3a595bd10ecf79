import type { RateRule } from '../../lib/rate-limiter';
import type { PartnerRouteFlags } from './partner-routes';

/**
 * Per-key limits (a decision for issue 22): 600 requests a minute per key on any partner route
 * (10 a second, generous for a shop's integration, small enough to stop a runaway loop), and
 * 60 purchases a minute on top (each one debits the balance and calls a carrier).
 */
export const PARTNER_LIMITS = {
  requests: { max: 600, windowSeconds: 60 },
  purchases: { max: 60, windowSeconds: 60 },
} as const;

export const apiKeyCounter = (tenantId: number, keyId: number) => `api-key:${tenantId}:${keyId}`;
export const apiKeyPurchaseCounter = (tenantId: number, keyId: number) =>
  `api-key-purchase:${tenantId}:${keyId}`;

/** The limiter rules one key request counts against. */
export function partnerRateRules(
  tenantId: number,
  keyId: number,
  flags: PartnerRouteFlags,
): RateRule[] {
  const rules: RateRule[] = [{ key: apiKeyCounter(tenantId, keyId), ...PARTNER_LIMITS.requests }];
  if (flags.purchase)
    rules.push({ key: apiKeyPurchaseCounter(tenantId, keyId), ...PARTNER_LIMITS.purchases });
  return rules;
}
