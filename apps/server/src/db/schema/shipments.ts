import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ShipmentAddress,
  ShipmentParcel,
  ShipmentSource,
  ShipmentStatus,
  ShipmentStep,
} from '@despacho/shared';
import type { Rate } from '@despacho/domain';
import { carriers } from './carriers';
import { createdAt, updatedAt } from './columns';
import { services } from './services';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';
import { users } from './users';

/**
 * A shipment (spec 2 §3): built by the wizard step by step (addressing → packaging → rating →
 * confirmed), then bought. Addresses and the parcel are snapshots (JSON): editing the address
 * book never rewrites a label already printed. `user_id` is the account that owns and pays for
 * it (the parent for a sub-user); `created_by` is who clicked.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sequentialId: integer('sequential_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 20 }).$type<ShipmentSource>().notNull().default('app'),
    sourceNumber: varchar('source_number', { length: 60 }),
    /** The store the order came from (no foreign key: removing a store keeps its shipments). */
    storeId: integer('store_id'),
    /** The provider's own id of that order: one shipment per store order (unique below). */
    storeOrderId: varchar('store_order_id', { length: 64 }),
    /** Writing the label back to the store: pending, done or failed (null: no store order). */
    fulfilmentStatus: varchar('fulfilment_status', { length: 10 }).$type<
      'pending' | 'done' | 'failed'
    >(),
    fulfilmentError: text('fulfilment_error'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    status: varchar('status', { length: 30 }).$type<ShipmentStatus>().notNull().default('pending'),
    step: varchar('step', { length: 20 }).$type<ShipmentStep>().notNull().default('addressing'),
    origin: jsonb('origin').$type<ShipmentAddress>(),
    destination: jsonb('destination').$type<ShipmentAddress>(),
    parcel: jsonb('parcel').$type<ShipmentParcel>(),
    /** The service bought (or last chosen); carrier kept beside it for the list's filter. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    /** The full price breakdown at purchase (every layer, for reports); stripped per role. */
    rate: jsonb('rate').$type<Rate>(),
    totalCents: bigint('total_cents', { mode: 'number' }),
    isPickup: boolean('is_pickup').notNull().default(false),
    trackingNumber: varchar('tracking_number', { length: 40 }),
    trackingUrl: text('tracking_url'),
    /** The latest normalised tracking status (created … delivered), null before the label. */
    trackingStatus: varchar('tracking_status', { length: 20 }),
    trackingCheckedAt: timestamp('tracking_checked_at', { withTimezone: true }),
    labelCreatedAt: timestamp('label_created_at', { withTimezone: true }),
    labelFileId: integer('label_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    labelFormat: varchar('label_format', { length: 10 }),
    /** The carrier's (or the product's) words when buying failed. */
    errorMessage: text('error_message'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_tenant_sequential_id_key').on(t.tenantId, t.sequentialId),
    // One index per way the list is read: an account's own, the whole tenant (staff), and the
    // staff filters by status and carrier; each ends in the list's whole order (created_at, id)
    // with Postgres's own null placement, so `order by created_at desc, id desc` (and its asc
    // mirror, read backwards) stops after one page instead of sorting every match.
    index('shipments_user_created_idx').on(
      t.tenantId,
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_created_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_status_created_idx').on(
      t.tenantId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_carrier_status_created_idx').on(
      t.tenantId,
      t.carrierId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The list's exact total by status (and carrier): few distinct keys, so the btree keeps
    // them deduplicated and the count is an index-only scan of a small index.
    index('shipments_status_carrier_idx').on(t.tenantId, t.status, t.carrierId),
    index('shipments_tracking_number_idx').on(t.tenantId, t.trackingNumber),
    // The list at 1,000,000 rows (issue 24): a customer's own list by status, the source filter,
    // and the number search (a store's order number; the shipment number has its unique index).
    index('shipments_user_status_created_idx').on(
      t.tenantId,
      t.userId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_source_created_idx').on(
      t.tenantId,
      t.source,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_source_number_idx')
      .on(t.tenantId, t.sourceNumber)
      .where(sql`${t.sourceNumber} is not null`),
    // An order becomes one shipment, even when two syncs of its store run at once.
    uniqueIndex('shipments_store_order_key')
      .on(t.tenantId, t.storeId, t.storeOrderId)
      .where(sql`${t.storeOrderId} is not null`),
    index('shipments_store_created_idx')
      .on(t.tenantId, t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.storeId} is not null`),
    // Analytics (issue 22): bought shipments by purchase day, the tenant's and one account's.
    index('shipments_bought_idx')
      .on(t.tenantId, sql`coalesce(${t.labelCreatedAt}, ${t.createdAt})`)
      .where(sql`${t.status} in ('success', 'pending_cancellation', 'delivered', 'canceled')`),
    index('shipments_user_bought_idx')
      .on(t.tenantId, t.userId, sql`coalesce(${t.labelCreatedAt}, ${t.createdAt})`)
      .where(sql`${t.status} in ('success', 'pending_cancellation', 'delivered', 'canceled')`),
    // The tracking job's queue: labelled shipments not yet at a final status.
    index('shipments_tracking_due_idx')
      .on(t.trackingCheckedAt)
      .where(
        sql`${t.trackingNumber} is not null and ${t.status} in ('success', 'pending_cancellation')`,
      ),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * One attempt to buy a shipment's label: the debit, the carrier call and, when that fails, the
 * refund, tied together so a crash between them is found and settled (jobs/purchase-recovery).
 * At most one live attempt per shipment (the partial unique index), and an Idempotency-Key
 * names at most one attempt per account.
 */
export const shipmentPurchases = pgTable(
  'shipment_purchases',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The paying account. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    serviceId: integer('service_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20 })
      .$type<'charging' | 'labeled' | 'refunded'>()
      .notNull(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipment_purchases_live_key')
      .on(t.shipmentId)
      .where(sql`${t.status} in ('charging', 'labeled')`),
    uniqueIndex('shipment_purchases_idempotency_key')
      .on(t.tenantId, t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('shipment_purchases_charging_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'charging'`),
  ],
);
export type ShipmentPurchaseRow = typeof shipmentPurchases.$inferSelect;

/**
 * A carrier's prepaid waybill (guía) pool (spec 2 Waybills): GenericCarrier labels take the next
 * free number of their carrier (and service, when the number names one).
 */
export const waybills = pgTable(
  'waybills',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    number: varchar('number', { length: 40 }).notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waybills_tenant_carrier_number_key').on(t.tenantId, t.carrierId, t.number),
    index('waybills_free_idx')
      .on(t.carrierId, t.serviceId, t.id)
      .where(sql`${t.shipmentId} is null and ${t.deletedAt} is null`),
  ],
);
export type WaybillRow = typeof waybills.$inferSelect;

/**
 * Bytes of stored files when the database is the file store (FILE_STORAGE=database, the default
 * on PostgreSQL): every server process reads the same files. Tenant-owned like the stored_files
 * row that points at them, with forced row-level security (migrations/0028): the storage port
 * reads and writes them as the app role inside the tenant its key starts with.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const fileBlobs = pgTable('file_blobs', {
  key: varchar('key', { length: 200 }).primaryKey(),
  tenantId: tenantId(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * How many shipments each account has per status and carrier (0 = none yet), kept exact by
 * statement-level triggers on `shipments` (migrations/0018): every insert, delete and update of
 * status, carrier_id or user_id moves these counts in the same transaction. The list's total
 * for the status/carrier filters is a sum over a few of these rows instead of counting tens of
 * thousands of index entries per request.
 */
export const shipmentCounts = pgTable(
  'shipment_counts',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 30 }).notNull(),
    /** The shipment's carrier_id, 0 while it has none. */
    carrierKey: integer('carrier_key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.status, t.carrierKey] }),
    index('shipment_counts_status_carrier_idx').on(t.tenantId, t.status, t.carrierKey),
  ],
);
