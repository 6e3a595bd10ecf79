import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PickupStatus } from '@despacho/shared';
import { carriers } from './carriers';
import { createdAt } from './columns';
import { shipments } from './shipments';
import { tenantId } from './tenant-column';
import { users } from './users';

/** A courier pickup requested for a shipment (spec 2 §2 Pickup); a retry is a new row. */
export const pickups = pgTable(
  'pickups',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    dateFrom: timestamp('date_from', { withTimezone: true }).notNull(),
    dateTo: timestamp('date_to', { withTimezone: true }).notNull(),
    referenceNumber: varchar('reference_number', { length: 60 }),
    location: varchar('location', { length: 40 }),
    trackingNumber: varchar('tracking_number', { length: 40 }),
    status: varchar('status', { length: 20 }).$type<PickupStatus>().notNull(),
    errorMessage: text('error_message'),
    /** Why it stopped being booked: its shipment was cancelled, or it was moved (migration 0027). */
    cancelReason: varchar('cancel_reason', { length: 30 }).$type<
      'shipment_canceled' | 'rescheduled'
    >(),
    /** When its cancellation was decided (the carrier is told after the commit, by a job). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // In the list's order (created_at, id) with Postgres's own null placement (see shipments).
    index('pickups_user_created_idx').on(
      t.tenantId,
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('pickups_created_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('pickups_shipment_idx').on(t.shipmentId, t.id.desc().nullsFirst()),
    // The sweep's queue: cancellations not yet confirmed by the carrier.
    index('pickups_canceling_idx')
      .on(t.canceledAt)
      .where(sql`${t.status} = 'canceling'`),
  ],
);
export type PickupRow = typeof pickups.$inferSelect;

/** What happened to a parcel, normalised from the carrier's scans (oldest first when read). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 80 }),
    countryCode: varchar('country_code', { length: 2 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tracking_events_shipment_event_key').on(t.shipmentId, t.occurredAt, t.code)],
);
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
