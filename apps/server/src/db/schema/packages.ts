import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cm, createdAt, kg, updatedAt } from './columns';
import { tenantId } from './tenant-column';
import { users } from './users';

/**
 * A saved package template (spec 2 §3 Package) of an account: the parcel form fills from it.
 * Like addresses it belongs to the paying account, and sub-users share it.
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    parcelType: varchar('parcel_type', { length: 10 }).notNull().default('box'),
    length: cm('length').notNull(),
    width: cm('width').notNull(),
    height: cm('height').notNull(),
    weight: kg('weight').notNull(),
    contents: varchar('contents', { length: 255 }).notNull(),
    satProductId: varchar('sat_product_id', { length: 20 }),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('packages_user_name_idx').on(t.tenantId, t.userId, t.name)],
);
export type PackageRow = typeof packages.$inferSelect;
