import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantId } from './tenant-column';
import { users } from './users';

/**
 * A partner API key (spec 1 "External APIs", issue 22). Only the SHA-256 of the key is kept;
 * the key itself is shown once when generated. `key_prefix` ("dsp_live_ab12") lets a person
 * tell keys apart in logs and lists without revealing them. A key acts as its owner.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 24 }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * A merchant's webhook endpoint (issue 22): where signed event notifications are POSTed.
 * The signing secret is encrypted at rest (SecretBox) because the server needs it to sign.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    description: varchar('description', { length: 100 }),
    /** Event types subscribed to (`shipment.created`, `label.purchased`…). */
    events: jsonb('events').$type<string[]>().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.tenantId, t.userId)],
);

/**
 * One event sent (or to be sent) to one endpoint. `body` is the exact JSON text that is signed
 * and POSTed, so a resend carries the same bytes and event id. Status: pending (queued or
 * retrying), succeeded (a 2xx), failed (retries exhausted or given up).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    body: text('body').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: varchar('response_body', { length: 1000 }),
    error: varchar('error', { length: 300 }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(
      t.tenantId,
      t.endpointId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('webhook_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'webhook_deliveries_status_valid',
      sql`${t.status} in ('pending', 'succeeded', 'failed')`,
    ),
  ],
);
