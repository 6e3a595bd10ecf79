import { integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { cents, createdAt, kg, percent, updatedAt } from './columns';
import { services } from './services';
import { tenantId } from './tenant-column';
import { users } from './users';

/** A user's own price for a weight row of a service (replaces the row's `price`). */
export const userPrices = pgTable(
  'user_prices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    kg: kg('kg').notNull(),
    priceCents: cents('price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_prices_user_service_kg_key').on(t.userId, t.serviceId, t.kg)],
);
export type UserPriceRow = typeof userPrices.$inferSelect;

/** Per user × service overrides of the six margin fields; null = the service's own value. */
export const userServiceAmounts = pgTable(
  'user_service_amounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    internationalPercent: percent('international_percent'),
    internationalAmountDevCents: cents('international_amount_dev_cents'),
    mainAdminPercent: percent('main_admin_percent'),
    mainAdminAmountCents: cents('main_admin_amount_cents'),
    clientPercentage: percent('client_percentage'),
    internationalAmountCents: cents('international_amount_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_service_amounts_user_service_key').on(t.userId, t.serviceId)],
);
export type UserServiceAmountRow = typeof userServiceAmounts.$inferSelect;

/**
 * With `users.special_carriers` on, the carriers (and which of their services) a user may use:
 * checking a carrier enables all its services; unchecking the last service removes the row.
 */
export const userCarriers = pgTable(
  'user_carriers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_carriers_user_carrier_key').on(t.userId, t.carrierId)],
);
export type UserCarrierRow = typeof userCarriers.$inferSelect;
