// Step 2 of a label purchase (the charge) and its undo (the refund).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ShipmentRow, TenantRow } from '../../db/schema';
import { shipmentPurchases, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import type { AppDeps, ServiceContext } from '../../http/context';
import { assertCovered, lockAccount, post, type Posting } from '../ledger/ledger.service';
import { codedDescription, type CodedDescription } from '../ledger/ledger-descriptions';
import { releaseWaybillOf } from '../waybills/waybills.service';
import { insertPurchaseRow, settlePurchaseRow } from './purchases.repository';
import { findShipmentRow, updateShipmentRow } from './shipments.repository';
import { conflict } from './shipments.service';

export interface Charge {
  purchaseId: number;
  shipmentId: number;
  payerId: number;
  amountCents: number;
  payerPreferences: Record<string, string>;
  /**
   * When charge and finish share one transaction: the debit, already checked against the
   * locked balance, written by the finish just before the hot rows (the tenant's ledger
   * counter, the carrier's count), so those stay locked for the end of the transaction only.
   */
  pendingDebit?: () => Promise<unknown>;
}

/**
 * Step 2 of the purchase: one transaction that locks the shipment, records the attempt and
 * debits the payer. A shipment already bought or being bought, a key already used, or a
 * balance that does not cover the total, and nothing is written.
 */
export function chargePurchase(
  ctx: ServiceContext,
  row: ShipmentRow,
  p: ChargeInput,
): Promise<Charge> {
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => chargeIn(ctx, tx, row, p));
}

export interface ChargeInput {
  serviceId: number;
  amountCents: number;
  actorId: number;
  idempotencyKey: string | null;
  /** The ledger row's text; "Guía del envío N" (label_purchase) unless said (an own agreement's fee). */
  description?: CodedDescription;
}

/** Step 2 in the caller's transaction. */
export async function chargeIn(
  ctx: ServiceContext,
  tx: Tx,
  row: ShipmentRow,
  p: ChargeInput,
  opts: { deferDebit?: boolean } = {},
): Promise<Charge> {
  // Locks in one order everywhere: the paying account, then the shipment. The lock's read
  // brings the payer's label preference and the balance the debit is checked against too
  // (one statement instead of three).
  const [payer] = await tx
    .select({
      preferences: users.preferences,
      balance: users.balanceCents,
      creditLimit: users.creditLimitCents,
    })
    .from(users)
    .where(eq(users.id, row.userId))
    .for('update');
  if (!payer) throw new AppError('not_found');
  const locked = await findShipmentRow(tx, { ownerId: null }, row.id, { lock: true });
  if (!locked || locked.step === 'confirmed') throw conflict('v.shipment_already_bought');
  const purchase = await insertPurchaseRow(tx, {
    tenantId: ctx.tenant.id,
    shipmentId: row.id,
    userId: row.userId,
    actorId: p.actorId,
    idempotencyKey: p.idempotencyKey,
    serviceId: p.serviceId,
    amountCents: p.amountCents,
    status: 'charging',
  });
  if (!purchase) throw conflict('v.shipment_purchase_in_progress');
  const account = { balance: Number(payer.balance), creditLimit: Number(payer.creditLimit) };
  const debit: Posting = {
    tenantId: ctx.tenant.id,
    userId: row.userId,
    type: 'withdraw',
    amountCents: p.amountCents,
    status: 'cleared',
    ...(p.description ?? codedDescription('label_purchase', { shipment: row.sequentialId })),
    createdBy: p.actorId,
    shipmentId: row.id,
    reference: `purchase:${purchase.id}:debit`,
  };
  const charge: Charge = {
    purchaseId: purchase.id,
    shipmentId: row.id,
    payerId: row.userId,
    amountCents: p.amountCents,
    payerPreferences: payer.preferences ?? {},
  };
  if (p.amountCents === 0) {
    // A label that costs nothing here (an own agreement with no fee) moves no money.
  } else if (opts.deferDebit) {
    // Refused now, as post() would, before anything else is done.
    assertCovered(account, debit);
    charge.pendingDebit = () => post(tx, debit, account);
  } else {
    await post(tx, debit, account);
  }
  return charge;
}

/**
 * The undo of step 2: refunds the attempt once (a settled attempt is left alone, and the
 * ledger's unique reference refuses a second refund), puts the shipment in `error` with the
 * reason, and gives a taken waybill back to the pool.
 */
export async function refundPurchase(
  deps: AppDeps,
  tenant: TenantRow,
  purchaseId: number,
  reason: string,
): Promise<void> {
  await withTenant(deps.db, tenant.id, async (tx) => {
    const [owner] = await tx
      .select({ userId: shipmentPurchases.userId })
      .from(shipmentPurchases)
      .where(eq(shipmentPurchases.id, purchaseId));
    if (owner) await lockAccount(tx, owner.userId);
    const purchase = await settlePurchaseRow(tx, purchaseId, 'refunded', reason.slice(0, 1000));
    if (!purchase) return;
    const shipment = await findShipmentRow(tx, { ownerId: null }, purchase.shipmentId);
    // Nothing was debited for a label that cost nothing.
    if (purchase.amountCents > 0)
      await post(tx, {
        tenantId: tenant.id,
        userId: purchase.userId,
        type: 'deposit',
        amountCents: purchase.amountCents,
        status: 'cleared',
        ...codedDescription('label_refund', {
          shipment: shipment?.sequentialId ?? purchase.shipmentId,
        }),
        createdBy: null,
        shipmentId: purchase.shipmentId,
        reference: `purchase:${purchase.id}:refund`,
      });
    await updateShipmentRow(tx, purchase.shipmentId, {
      status: 'error',
      errorMessage: reason.slice(0, 1000),
    });
    await releaseWaybillOf(tx, purchase.shipmentId);
  });
}
