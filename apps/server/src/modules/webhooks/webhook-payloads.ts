/* eslint-disable no-restricted-imports -- a webhook carries a record as its OWNER reads it
   through the API, whoever made the change (an admin, a job); the areas' services serialise
   only for a request's caller, so the payloads read the same views their routes read. */
import { toDecimalString } from '@despacho/domain';
import type { TrackingEvent, TrackingStatusValue, WebhookEvent } from '@despacho/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db, RawExecutor, Tx } from '../../db/client';
import { execInTenantOnce, sqlLiteral, withTenant } from '../../db/tenant-tx';
import type { Logger } from '../../lib/logger';
import { shipments, trackingEvents, users, type TenantRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import { serializeOverweight } from '../overweights/overweight.serializer';
import type { OverweightView } from '../overweights/overweights.repository';
import { shipmentViews } from '../shipments/shipments.repository';
import { serializeShipment } from '../shipments/shipments.serializer';
import { findTransactionView } from '../transactions/transactions.repository';
import { serializeTransaction } from '../transactions/transactions.serializer';
import { emitWebhookEvent, type WebhookEmit } from './webhook-emit';
import { scanCodeOf } from '../shipments/tracking-scan-codes';

type TenantView = Pick<TenantRow, 'id' | 'slug' | 'timeZone'>;
type Owned = { id: number; userId: number };

/** The shipment as its owner's API answers it (a customer's view: no cost layers). */
async function ownerShipment(tx: Tx, tenant: TenantView, id: number) {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  if (!row) return null;
  const { views, settings } = await shipmentViews(tx, [row]);
  return serializeShipment(views[0]!, {
    viewer: 'customer',
    writable: true,
    tenantSlug: tenant.slug,
    timeZone: tenant.timeZone,
    settings,
    now: new Date(),
  });
}

/** shipment.created, label.purchased, shipment.cancelled, shipment.delivered: {shipment}. */
export function shipmentEvent(
  type: Extract<WebhookEvent, `shipment.${string}` | 'label.purchased'>,
  tenant: TenantView,
  shipment: Owned,
): WebhookEmit {
  return {
    tenantId: tenant.id,
    userId: shipment.userId,
    type,
    data: async (tx) => {
      const s = await ownerShipment(tx, tenant, shipment.id);
      return s ? { shipment: s } : null;
    },
  };
}

/** tracking.updated: {shipment_id, tracking_number, status, events (latest first)}. */
function trackingEvent(tenantId: number, shipment: Owned): WebhookEmit {
  return {
    tenantId,
    userId: shipment.userId,
    type: 'tracking.updated',
    data: async (tx) => {
      const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipment.id));
      if (!row) return null;
      const events = await tx
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.shipmentId, row.id))
        .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
      return {
        shipment_id: row.id,
        tracking_number: row.trackingNumber,
        status: row.trackingStatus as TrackingStatusValue | null,
        events: events.map((e): TrackingEvent => ({
          status: e.status as TrackingStatusValue,
          code: e.code,
          description: e.description,
          scan_code: scanCodeOf(e.description),
          occurred_at: iso(e.occurredAt)!,
          city: e.city,
          state: e.state,
          country_code: e.countryCode,
        })),
      };
    },
  };
}

/** A tracking change: tracking.updated when something is new, shipment.delivered on delivery. */
export async function emitTrackingChange(
  tx: Tx,
  tenant: TenantView,
  shipment: Owned,
  change: { updated: boolean; delivered: boolean },
): Promise<void> {
  if (change.updated) await emitWebhookEvent(tx, trackingEvent(tenant.id, shipment));
  if (change.delivered)
    await emitWebhookEvent(tx, shipmentEvent('shipment.delivered', tenant, shipment));
}

/** overweight.charged: {overweight} as its owner reads it. */
export function overweightEvent(tenantId: number, view: OverweightView): WebhookEmit {
  return {
    tenantId,
    userId: view.row.userId,
    type: 'overweight.charged',
    // No `actions`: what the owner may do next depends on a setting read per request; a
    // notification carries the facts, not what a screen offers.
    data: async () => ({
      overweight: serializeOverweight(
        view,
        { kind: 'customer', accountId: view.row.userId },
        false,
      ),
    }),
  };
}

/** balance.credited: {transaction, balance} once a deposit is cleared. */
export function balanceEvent(tenantId: number, userId: number, transactionId: number): WebhookEmit {
  return {
    tenantId,
    userId,
    type: 'balance.credited',
    data: async (tx) => {
      const view = await findTransactionView(tx, transactionId);
      if (!view) return null;
      const [account] = await tx
        .select({ balance: users.balanceCents })
        .from(users)
        .where(eq(users.id, userId));
      return {
        transaction: serializeTransaction(view, { staff: false }),
        balance: toDecimalString(account?.balance ?? 0),
      };
    },
  };
}

export { emitWebhookEvent };

/**
 * For a change committed by one statement with no transaction to join (the platform's label
 * purchase): the event in a transaction of its own right after. Never throws — the change is
 * done; a failure here is logged (the merchant can read the shipment through the API).
 */
export async function emitAfterCommit(
  deps: { db: Db; exec: RawExecutor; log: Logger },
  e: WebhookEmit,
  known: boolean | null = null,
): Promise<void> {
  try {
    // Known from the purchase's first statement: no round trip when nobody listens.
    if (known === false) return;
    if (known === true) {
      await withTenant(deps.db, e.tenantId, (tx) => emitWebhookEvent(tx, e));
      return;
    }
    // One round trip when nobody listens (the common case on this hot path), no transaction.
    const listening = await execInTenantOnce(
      deps.exec,
      e.tenantId,
      `select 1 from webhook_endpoints where tenant_id = ${sqlLiteral(e.tenantId)}
         and user_id = ${sqlLiteral(e.userId)} and enabled and events ? ${sqlLiteral(e.type)} limit 1`,
    );
    if (!listening.length) return;
    await withTenant(deps.db, e.tenantId, (tx) => emitWebhookEvent(tx, e));
  } catch (err) {
    deps.log.error({ err, type: e.type }, 'webhook event not recorded');
  }
}
