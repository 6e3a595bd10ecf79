import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OverweightStatus } from '@despacho/shared';
import { carriers } from './carriers';
import { cents, createdAt, updatedAt } from './columns';
import { services } from './services';
import { shipments } from './shipments';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';
import { users } from './users';

/** The carrier's package measurements, in cm. */
export interface OverweightDimensions {
  length: number;
  width: number;
  height: number;
}

/**
 * A carrier's overweight charge on one shipment (spec 2 §3 Overweight, issue 21): the carrier
 * re-weighed the parcel and billed more than the label paid for. Weights in grams (integers);
 * `overweight_g` is what is charged: whole kilos over the billed weight, rounded up as carriers
 * bill. One per shipment. `user_id` is the shipment's paying account (the customer's own rows).
 */
export const overweights = pgTable(
  'overweights',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    trackingNumber: varchar('tracking_number', { length: 40 }).notNull(),
    /** What the label paid for: the greater of actual and volumetric, as the rate read it. */
    billedWeightG: integer('billed_weight_g').notNull(),
    carrierWeightG: integer('carrier_weight_g').notNull(),
    carrierVolumetricWeightG: integer('carrier_volumetric_weight_g'),
    dimensions: jsonb('dimensions').$type<OverweightDimensions>(),
    /** Charged grams: whole kilos (a multiple of 1000). */
    overweightG: integer('overweight_g').notNull(),
    /** The service's extra_kg_overweight_price when recorded. */
    unitPriceCents: cents('unit_price_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: varchar('status', { length: 10 }).$type<OverweightStatus>().notNull().default('unpaid'),
    evidenceFileId: integer('evidence_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    evidenceDescription: text('evidence_description'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    rebateRequestedAt: timestamp('rebate_requested_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'overweights_status_valid',
      sql`${t.status} in ('unpaid', 'paid', 'rebated', 'refunded')`,
    ),
    check('overweights_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('overweights_tenant_shipment_key').on(t.tenantId, t.shipmentId),
    index('overweights_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('overweights_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('overweights_status_created_idx').on(t.tenantId, t.status, t.createdAt.desc()),
    index('overweights_tracking_idx').on(t.tenantId, t.trackingNumber),
    index('overweights_carrier_service_idx').on(t.tenantId, t.carrierId, t.serviceId),
  ],
);
export type OverweightRow = typeof overweights.$inferSelect;
