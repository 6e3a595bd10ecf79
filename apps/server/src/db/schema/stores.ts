import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ShipmentAddress,
  ShipmentImportError,
  ShipmentImportStatus,
  StoreProvider,
  StoreStatus,
} from '@despacho/shared';
import { createdAt, updatedAt } from './columns';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';
import { users } from './users';

/**
 * A merchant's online store (spec 2 §3 Store). `shop_key` is the shop without scheme, trailing
 * slash or case, unique among a tenant's live stores (spec 2 §5 invalidShopUrl). Credentials
 * (Shopify / Tienda Nube access token, WooCommerce key and secret) are one SecretBox-encrypted
 * JSON document, never sent back. Removing a store soft-deletes it: its shipments keep store_id.
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).$type<StoreProvider>().notNull(),
    shop: varchar('shop', { length: 255 }).notNull(),
    shopKey: varchar('shop_key', { length: 255 }).notNull(),
    /** The store's own name when the provider gave one. */
    name: varchar('name', { length: 255 }),
    /** The provider's id of the store (Tienda Nube's user_id, Shopify's shop id). */
    externalId: varchar('external_id', { length: 64 }),
    status: varchar('status', { length: 12 }).$type<StoreStatus>().notNull().default('pending'),
    statusReason: text('status_reason'),
    /** SecretBox("enc:v1:…") of a JSON object: access_token, or api_key + api_secret. */
    credentials: text('credentials'),
    woocommerceVersion: smallint('woocommerce_version'),
    woocommerceLegacyApi: boolean('woocommerce_legacy_api'),
    /** Where this store's parcels leave from (WooCommerce's address block); null = the merchant's. */
    origin: jsonb('origin').$type<ShipmentAddress>(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncError: text('last_sync_error'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_tenant_shop_key')
      .on(t.tenantId, t.shopKey)
      .where(sql`${t.deletedAt} is null`),
    index('stores_user_idx').on(t.tenantId, t.userId),
  ],
);
export type StoreRow = typeof stores.$inferSelect;

/**
 * One OAuth authorization in flight (Shopify, Tienda Nube): the `state` nonce sent to the
 * provider, bound to the account, tenant, store and shop; single use, expires after 10 minutes.
 */
export const storeOauthStates = pgTable(
  'store_oauth_states',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the state nonce; the nonce itself travels only in the URL. */
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_oauth_states_hash_key').on(t.stateHash)],
);

/**
 * A provider webhook already handled (Shopify's X-Shopify-Webhook-Id, WooCommerce's delivery
 * id): a redelivery is answered 200 and not applied twice.
 */
export const storeWebhookEvents = pgTable(
  'store_webhook_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    provider: varchar('provider', { length: 20 }).$type<StoreProvider>().notNull(),
    eventId: varchar('event_id', { length: 128 }).notNull(),
    topic: varchar('topic', { length: 60 }).notNull(),
    shop: varchar('shop', { length: 255 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_webhook_events_key').on(t.tenantId, t.provider, t.eventId)],
);

/**
 * A spreadsheet of shipments being imported (spec 2 Imports), run by a job: the file is kept
 * in the file store until the job has read it; the report (counts and the first 1,000 errors)
 * stays for the merchant to read.
 */
export const shipmentImports = pgTable(
  'shipment_imports',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 })
      .$type<ShipmentImportStatus>()
      .notNull()
      .default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdAddressing: integer('created_addressing').notNull().default(0),
    createdPackaging: integer('created_packaging').notNull().default(0),
    createdRating: integer('created_rating').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    errors: jsonb('errors').$type<ShipmentImportError[]>().notNull().default([]),
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('shipment_imports_user_idx').on(t.tenantId, t.userId, t.createdAt.desc())],
);
export type ShipmentImportRow = typeof shipmentImports.$inferSelect;
