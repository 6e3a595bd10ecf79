import { createHash, randomUUID } from 'node:crypto';
import type { Rate } from '@despacho/domain';
import type { Shipment, User } from '@despacho/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ShipmentRow, TenantRow, UserRow } from '../../db/schema';
import {
  carriers,
  pickups,
  shipmentPurchases,
  shipments,
  trackingEvents,
  users,
} from '../../db/schema';
import { insertStoredFileRow } from '../../db/stored-files';
import { rowMapper } from '../../db/row-mapper';
import { execInTenantOnce, sqlLiteral, withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import type { LabelFormat, ShipResult } from '../../integrations/carriers/carrier-connector';
import { fileStorage } from '../../lib/storage';
import { serializeUser } from '../auth/user.serializer';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { assertCovered, lockAccount, post, type Posting } from '../ledger/ledger.service';
import { releaseWaybillOf } from '../waybills/waybills.service';
import { findPurchaseByKey, insertPurchaseRow, settlePurchaseRow } from './purchases.repository';
import { readScope } from './shipment-access';
import { findShipmentRow, updateShipmentRow } from './shipments.repository';
import { conflict, presentOne, serializeViews } from './shipments.service';
import { sessionUserFromRow } from '../auth/accounts.service';
import { LabelRefusal, publicTrackingUrl } from './shipment-label';
import { freeTrackingNumberSql, platformTrackingNumber } from './tracking-number';
import { VIEW_SETTINGS } from './shipments.repository';

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
  /** The ledger row's text; "Guía del envío N" unless said (an own agreement's fee). */
  description?: string;
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
    description: p.description ?? `Guía del envío ${row.sequentialId}`,
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
  | { kind: 'platform'; format: LabelFormat; serviceId: number };

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
  const updated = await updateShipmentRow(tx, charge.shipmentId, {
    step: 'confirmed',
    status: 'success',
    serviceId: Number(p.rate.service_id),
    carrierId: p.carrierId,
    rate: p.rate,
    totalCents: p.rate.total,
    isPickup: p.isPickup,
    ...label,
    trackingStatus: 'created',
    labelCreatedAt: p.now,
    errorMessage: null,
  });
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
        description: `Reembolso de la guía del envío ${shipment?.sequentialId ?? purchase.shipmentId}`,
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

/** The label stage of a one-statement platform purchase failed: the server records it as before. */
export class LabelStageError extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
  }
}

export interface PlatformPurchase extends ChargeInput {
  rate: Rate;
  carrierId: number;
  isPickup: boolean;
  now: Date;
}

const toShipment = rowMapper(shipments);
const toPickup = rowMapper(pickups);

/** The function's refusals, as the separate steps answered them. */
function purchaseError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : '';
  if (message.startsWith('despacho:label:')) {
    const reason = message.slice('despacho:label:'.length);
    if (reason === 'waybills_exhausted')
      return new LabelStageError(new LabelRefusal('v.waybills_exhausted'));
    if (reason === 'carrier_limit')
      return new LabelStageError(
        new AppError('conflict', 'the carrier reached its shipment limit'),
      );
    return new LabelStageError(err as Error);
  }
  if (message === 'despacho:not_found') return new AppError('not_found');
  if (message === 'despacho:already_bought') return conflict('v.shipment_already_bought');
  if (message === 'despacho:in_progress') return conflict('v.shipment_purchase_in_progress');
  if (message === 'despacho:insufficient_balance') return new AppError('insufficient_balance');
  return err;
}

/**
 * A GenericCarrier purchase in one statement (app_buy_platform_label, migrations/0019): charge,
 * number, confirmation, debit and counts, in the order and with the locks of chargeIn +
 * finishIn, as the restricted role in the tenant, in one round trip that also commits
 * (execInTenantOnce: the tenant's ledger counter and the carrier's count, which every purchase
 * locks, are held for the statement only). A refusal of the charge stage is thrown as those
 * steps threw it (nothing written); a failure after it as a LabelStageError.
 */
export async function buyPlatformLabel(
  ctx: ServiceContext,
  row: ShipmentRow,
  p: PlatformPurchase,
): Promise<{ shipment: Shipment; user: User }> {
  const actor = requireActor(ctx);
  const replyIds = actor.parentId ? [actor.id, actor.parentId] : [actor.id];
  // The function's parameters, in order, each with its type (written in as literals).
  const args: [unknown, string][] = [
    [ctx.tenant.id, 'int'],
    [row.id, 'int'],
    [row.userId, 'int'],
    [p.actorId, 'int'],
    [p.idempotencyKey, 'text'],
    [p.serviceId, 'int'],
    [p.carrierId, 'int'],
    [p.amountCents, 'bigint'],
    [JSON.stringify(p.rate), 'jsonb'],
    [p.isPickup, 'boolean'],
    // A random number no shipment of the tenant has: an expression, not a literal (below).
    [freeTrackingNumberSql(), 'expression'],
    [
      publicTrackingUrl(ctx.deps, ctx.tenant, '{number}').replace(
        encodeURIComponent('{number}'),
        '{number}',
      ),
      'text',
    ],
    [p.now, 'timestamptz'],
    [VIEW_SETTINGS, 'text[]'],
    [replyIds, 'int[]'],
  ];
  const call = args
    .map(([v, type]) => (type === 'expression' ? String(v) : `${sqlLiteral(v)}::${type}`))
    .join(', ');
  let raw: string;
  try {
    const rows = await execInTenantOnce(
      ctx.deps.exec,
      ctx.tenant.id,
      `select app_buy_platform_label(${call}) as r`,
    );
    raw = rows[0]!.r as string;
  } catch (err) {
    throw purchaseError(err);
  }
  const out = JSON.parse(raw) as {
    shipment: Record<string, unknown>;
    owner: Record<string, unknown>;
    reply_users: Record<string, unknown>[] | null;
    names: {
      service_name: string;
      carrier_name: string;
      provider_code: string;
      logo_file_id: number | null;
      has_pickup: boolean;
    } | null;
    has_user_prices: boolean;
    pickup: Record<string, unknown> | null;
    settings: Record<string, string | null>;
  };
  const owner = sessionUserFromRow(out.owner);
  const names = out.names;
  const [shipment] = serializeViews(
    ctx,
    [
      {
        row: toShipment(out.shipment),
        serviceName: names?.service_name ?? null,
        carrierName: names?.carrier_name ?? null,
        providerCode: names?.provider_code ?? null,
        carrierLogoFileId: names?.logo_file_id ?? null,
        serviceHasPickup: names ? Boolean(names.has_pickup) : false,
        owner: { id: owner.id, name: owner.name, lastName: owner.lastName, email: owner.email },
        hasUserPrices: out.has_user_prices,
        pickup: out.pickup ? toPickup(out.pickup) : null,
      },
    ],
    Object.fromEntries(Object.entries(out.settings).map(([k, v]) => [k, v ?? ''])),
  );
  // The reply's user as payerViewIn answers it: the caller, with the balance they spend.
  const rows = (out.reply_users ?? []).map(sessionUserFromRow);
  const me = rows.find((u) => u.id === actor.id) ?? actor;
  const payer = rows.find((u) => u.id === (actor.parentId ?? actor.id)) ?? me;
  return { shipment: shipment!, user: serializeUser({ ...me, balanceCents: payer.balanceCents }) };
}
