import { z } from 'zod';
import { moneyString } from '../validation/fields';

/**
 * Below this balance a customer who ships shows on the staff dashboard ("balances running
 * low"), while the tenant has no setting of its own for it: 200.00 MXN, about a handful of
 * national labels.
 */
export const LOW_BALANCE_THRESHOLD_CENTS = 20_000;
/** How many of the lowest balances the card lists by name. */
export const LOW_BALANCE_LISTED = 5;

export const ZLowBalanceCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  balance: moneyString(),
});
export type LowBalanceCustomer = z.infer<typeof ZLowBalanceCustomer>;

/**
 * GET dashboards/staff: what needs the team's attention today, for the whole tenant. A part
 * the viewer may not act on (proofs for operators, invoices while invoicing is off) is null.
 */
export const ZStaffDashboard = z.object({
  /** Labels bought today in the tenant's calendar, not cancelled since. */
  shipments_today: z.number().int(),
  /** Shipments whose owner asked to cancel and staff have not answered yet. */
  pending_cancellations: z.number().int(),
  payment_proofs_pending: z.number().int().nullable(),
  invoices_pending: z.number().int().nullable(),
  low_balance: z
    .object({
      threshold: moneyString(),
      total: z.number().int(),
      lowest: z.array(ZLowBalanceCustomer),
    })
    .nullable(),
});
export type StaffDashboard = z.infer<typeof ZStaffDashboard>;
