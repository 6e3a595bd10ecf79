import { tenants } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import { closePayment, creditPayment } from './payment-credit';
import { paymentGatewayPorts } from './payment-gateways';
import type { PaymentGatewayPort } from './gateway-port';
import { openPaymentsToReconcile, touchPayment } from './payments.repository';

/** A created or pending payment is asked about again once it has been quiet this long. */
export const RECONCILE_QUIET_MS = 10 * 60_000;

export interface ReconcileResult {
  asked: number;
  credited: number;
  closed: number;
}

/**
 * Asks each gateway about the payments we have not settled (a crash between the gateway's
 * capture and our credit, a notification that never arrived) and settles them: a paid one is
 * credited once (creditPayment), a failed or expired one is closed. Gateway calls happen outside
 * any transaction; each settlement is its own short tenant transaction.
 */
export async function reconcilePayments(
  deps: AppDeps,
  opts: { now?: Date; ports?: PaymentGatewayPort[]; quietMs?: number } = {},
): Promise<ReconcileResult> {
  const now = opts.now ?? new Date();
  const ports = new Map((opts.ports ?? paymentGatewayPorts(deps)).map((p) => [p.gateway, p]));
  const result: ReconcileResult = { asked: 0, credited: 0, closed: 0 };
  for (const tenant of await deps.db.select().from(tenants)) {
    const open = await withTenant(deps.db, tenant.id, (tx) =>
      openPaymentsToReconcile(
        tx,
        new Date(now.getTime() - (opts.quietMs ?? RECONCILE_QUIET_MS)),
        200,
      ),
    );
    for (const payment of open) {
      const port = ports.get(payment.gateway);
      if (!port) continue;
      result.asked++;
      try {
        const state = await port.fetchState(tenant.id, payment);
        await withTenant(deps.db, tenant.id, async (tx) => {
          if (state.state === 'paid') {
            const { outcome } = await creditPayment(tx, tenant.id, payment.id, state.details);
            if (outcome === 'credited') result.credited++;
          } else if (state.state === 'pending') {
            await touchPayment(tx, payment.id);
          } else if (await closePayment(tx, payment.id, state.state, state.reason)) {
            result.closed++;
          }
        });
      } catch (err) {
        deps.log.warn(
          { err, tenant: tenant.slug, paymentId: payment.id, gateway: payment.gateway },
          'payment reconcile: the gateway could not be asked; the next run tries again',
        );
      }
    }
  }
  if (result.credited || result.closed) deps.log.info(result, 'payments reconciled');
  return result;
}
