import { createHash, randomUUID } from 'node:crypto';
import type { Rate } from '@despacho/domain';
import type { Shipment, User } from '@despacho/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ShipmentRow, UserRow } from '../../db/schema';
import { carriers, trackingEvents, users } from '../../db/schema';
import { insertStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import type { LabelFormat, ShipResult } from '../../integrations/carriers/carrier-connector';
import { fileStorage } from '../../lib/storage';
import { serializeUser } from '../auth/user.serializer';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { findPurchaseByKey, settlePurchaseRow } from './purchases.repository';
import { readScope } from './shipment-access';
import { findShipmentRow, updateShipmentRow } from './shipments.repository';
import { presentOne } from './shipments.service';
import { emitWebhookEvent, shipmentEvent } from '../webhooks/webhook-payloads';
import { publicTrackingUrl } from './shipment-label';
import { platformTrackingNumber } from './tracking-number';
import type { Charge } from './purchase-charge';

// Steps 3 and 4 of a label purchase. Step 2 (the charge, and its refund) is purchase-charge.ts;
// the platform's one-statement purchase is purchase-platform.ts.
export { refundPurchase } from './purchase-charge';

export interface StoredLabel {
  key: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  name: string;
}

/** The label's bytes go to the file store before the finishing transaction records them. */
export async function storeLabelFile(
  ctx: ServiceContext,
  row: ShipmentRow,
  label: ShipResult,
): Promise<StoredLabel> {
  const ext = label.label.content_type === 'application/pdf' ? 'pdf' : 'zpl';
  const key = `${ctx.tenant.id}/labels/${row.id}-${randomUUID()}.${ext}`;
  await fileStorage(ctx.deps).put(key, label.label.bytes);
  return {
    key,
    contentType: label.label.content_type,
    byteSize: label.label.bytes.length,
    sha256: createHash('sha256').update(label.label.bytes).digest('hex'),
    name: `${row.sequentialId}-label.${ext}`,
  };
}

/** How the label was had: bought from a carrier (stored as received) or the platform's own. */
export type LabelOutcome =
  | { kind: 'carrier'; result: ShipResult; stored: StoredLabel }
  | { kind: 'platform'; format: LabelFormat; serviceId: number }
  /** A carrier with no API (provider Manual): no label yet; staff upload it later. */
  | { kind: 'manual' };

export interface FinishInput {
  rate: Rate;
  carrierId: number;
  isPickup: boolean;
  label: LabelOutcome;
  now: Date;
}

/** Step 4: the shipment is confirmed with its label and the full rate, in one transaction. */
export function finishPurchase(
  ctx: ServiceContext,
  charge: Charge,
  p: FinishInput,
): Promise<{ shipment: Shipment; user: User }> {
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => finishIn(ctx, tx, charge, p));
}

/** Step 4 in the caller's transaction. */
export async function finishIn(
  ctx: ServiceContext,
  tx: Tx,
  charge: Charge,
  p: FinishInput,
): Promise<{ shipment: Shipment; user: User }> {
  // Locks in one order everywhere (as the charge and the refund): the paying account first,
  // then the attempt and the shipment. (When the charge shares this transaction the account is
  // locked already, and its row is written after the debit that changes its balance.)
  const countPurchase = async () => {
    const [row] = await tx
      .update(users)
      .set({ totalShipments: sql`${users.totalShipments} + 1` })
      .where(eq(users.id, charge.payerId))
      .returning();
    return row;
  };
  let payer = charge.pendingDebit ? undefined : await countPurchase();
  // The recovery job may have settled a very slow attempt; then this label is not ours.
  if (!(await settlePurchaseRow(tx, charge.purchaseId, 'labeled')))
    throw new AppError('conflict', 'purchase settled meanwhile');
  const label = await recordLabel(ctx, tx, charge, p.carrierId, p.label);
  const manual = p.label.kind === 'manual';
  const updated = await updateShipmentRow(tx, charge.shipmentId, {
    step: 'confirmed',
    status: 'success',
    serviceId: Number(p.rate.service_id),
    carrierId: p.carrierId,
    rate: p.rate,
    totalCents: p.rate.total,
    isPickup: p.isPickup,
    ...label,
    // A manual shipment has no label until staff upload it (then it is "created").
    ...(manual
      ? { source: 'manual' as const, trackingStatus: null, labelCreatedAt: null }
      : { trackingStatus: 'created', labelCreatedAt: p.now }),
    errorMessage: null,
  });
  if (!manual)
    await tx.insert(trackingEvents).values({
      tenantId: ctx.tenant.id,
      shipmentId: charge.shipmentId,
      status: 'created',
      code: 'LABEL',
      // The product's own events: the status says it, in the reader's language.
      description: '',
      occurredAt: p.now,
    });
  const shipment = await presentOne(ctx, tx, updated!);
  await emitWebhookEvent(tx, shipmentEvent('label.purchased', ctx.tenant, updated!));
  if (charge.pendingDebit) {
    await charge.pendingDebit();
    payer = await countPurchase();
  }
  // The reply's balance, read in this transaction rather than in one of its own (the row
  // just updated is the caller's own when they pay for themselves).
  const user = await payerViewIn(ctx, tx, payer);
  // The carrier's shipment limit holds exactly: the count moves only while below it. Every
  // purchase on a carrier updates its one row, so this comes last: the row stays locked for
  // one statement and the commit, not for the rest of the transaction.
  const [counted] = await tx
    .update(carriers)
    .set({ shipmentCount: sql`${carriers.shipmentCount} + 1` })
    .where(
      and(
        eq(carriers.id, p.carrierId),
        sql`(${carriers.shipmentLimit} is null or ${carriers.shipmentCount} < ${carriers.shipmentLimit})`,
      ),
    )
    .returning({ count: carriers.shipmentCount, limit: carriers.shipmentLimit });
  if (!counted) throw new AppError('conflict', 'the carrier reached its shipment limit');
  // Reaching the limit changes what quotes may offer: the catalogue caches reload.
  if (counted.limit !== null && counted.count >= counted.limit)
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  return { shipment, user };
}

/** The label's columns: a carrier's stored file, or the platform's number (drawn on download). */
async function recordLabel(
  ctx: ServiceContext,
  tx: Tx,
  charge: Charge,
  carrierId: number,
  label: LabelOutcome,
) {
  if (label.kind === 'manual')
    return { trackingNumber: null, trackingUrl: null, labelFileId: null, labelFormat: null };
  if (label.kind === 'platform') {
    const number = await platformTrackingNumber(tx, carrierId, label.serviceId, charge.shipmentId);
    return {
      trackingNumber: number,
      trackingUrl: publicTrackingUrl(ctx.deps, ctx.tenant, number),
      labelFileId: null,
      labelFormat: label.format,
    };
  }
  const file = await insertStoredFileRow(tx, {
    tenantId: ctx.tenant.id,
    purpose: 'label',
    storageKey: label.stored.key,
    contentType: label.stored.contentType,
    byteSize: label.stored.byteSize,
    sha256: label.stored.sha256,
    originalName: label.stored.name,
  });
  return {
    trackingNumber: label.result.tracking_number,
    trackingUrl: label.result.tracking_url,
    labelFileId: file.id,
    labelFormat: label.result.label.format,
  };
}

/** The caller as the reply carries them: a sub-user sees the balance they spend (the parent's). */
export async function payerView(ctx: ServiceContext): Promise<User> {
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => payerViewIn(ctx, tx));
}

async function payerViewIn(ctx: ServiceContext, tx: Tx, known?: UserRow): Promise<User> {
  const actor = requireActor(ctx);
  const ids = actor.parentId ? [actor.id, actor.parentId] : [actor.id];
  const rows =
    known && ids.every((id) => id === known.id)
      ? [known]
      : await tx
          .select()
          .from(users)
          .where(sql`${users.id} in ${ids}`);
  const me = rows.find((u) => u.id === actor.id) ?? actor;
  const payer = rows.find((u) => u.id === (actor.parentId ?? actor.id)) ?? me;
  return serializeUser({ ...me, balanceCents: payer.balanceCents });
}

export async function presentShipment(ctx: ServiceContext, id: number): Promise<Shipment | null> {
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findShipmentRow(tx, readScope(ctx), id);
    return row ? presentOne(ctx, tx, row) : null;
  });
}

export { findPurchaseByKey };
