import {
  isStaff,
  LOW_BALANCE_LISTED,
  LOW_BALANCE_THRESHOLD_CENTS,
  type StaffDashboard,
  type UserType,
} from '@despacho/shared';
import { localDateKey, toDecimalString, zonedInstant } from '@despacho/domain';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { settingValue } from '../settings/settings.service';
import { lowestBalances, staffCounts } from './staff-dashboard.repository';

/**
 * GET dashboards/staff: the tenant's work waiting for its team — today's labels (tenant's
 * calendar), cancellation requests, payment proofs and invoice requests to answer, and the
 * shipping customers whose balance is running low. Staff only (a customer's dashboard is their
 * own account); each part the viewer may not act on comes back null.
 */
export async function staffDashboard(ctx: ServiceContext): Promise<StaffDashboard> {
  authorize(ctx, 'read', 'Dashboard');
  const actor = requireActor(ctx);
  if (!isStaff(actor.userType as UserType)) throw new AppError('forbidden');
  const can = (action: 'read' | 'update', model: 'Transaction' | 'Invoice' | 'User') =>
    ctx.ability.can(action, model);
  const invoicing = can('read', 'Invoice') && (await settingValue(ctx, 'invoicing')) === '1';
  const zone = ctx.tenant.timeZone;
  const todayStart = zonedInstant(localDateKey(new Date(), zone), 0, zone);
  const threshold = LOW_BALANCE_THRESHOLD_CENTS;
  const tenantId = ctx.tenant.id;
  const { counts, lowest } = await withTenant(ctx.deps.db, tenantId, async (tx) => {
    const counts = await staffCounts(tx, tenantId, todayStart, threshold);
    const lowest =
      counts.lowBalance > 0
        ? await lowestBalances(tx, tenantId, threshold, LOW_BALANCE_LISTED)
        : [];
    return { counts, lowest };
  });
  return {
    shipments_today: counts.shipmentsToday,
    pending_cancellations: counts.pendingCancellations,
    payment_proofs_pending: can('update', 'Transaction') ? counts.proofsPending : null,
    invoices_pending: invoicing ? counts.invoicesPending : null,
    low_balance: can('read', 'User')
      ? {
          threshold: toDecimalString(threshold),
          total: counts.lowBalance,
          lowest: lowest.map((u) => ({
            id: u.id,
            name: `${u.name} ${u.lastName}`.trim(),
            email: u.email,
            company: u.company,
            balance: toDecimalString(u.balanceCents),
          })),
        }
      : null,
  };
}
