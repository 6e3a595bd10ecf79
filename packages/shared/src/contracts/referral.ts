import { z } from 'zod';
import { moneyString } from '../validation/fields';

/**
 * A user who signed up with the caller's referral code (spec 1 §2 Referrals, §3 Referral):
 * `total` is what they have spent on labels, net of refunds (cleared ledger rows tied to
 * shipments: withdrawals minus deposits).
 */
export const ZReferral = z.object({
  id: z.number().int(),
  name: z.string(),
  total: moneyString(),
  created_at: z.string(),
});
export type Referral = z.infer<typeof ZReferral>;
