import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { countries } from './reference';
import { tenantId } from './tenant-column';
import { users } from './users';

/**
 * A saved address of an account (spec 2 §3 Address). It belongs to the paying account: a
 * sub-user reads and writes their parent's address book. Limits are spec 2 §5's, enforced by the
 * shared form contract; the columns only bound abuse.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aka: varchar('aka', { length: 50 }),
    name: varchar('name', { length: 35 }).notNull(),
    company: varchar('company', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    callingCode: varchar('calling_code', { length: 4 }).notNull().default('52'),
    rfc: varchar('rfc', { length: 13 }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 80 }),
    city: varchar('city', { length: 35 }).notNull(),
    neighborhood: varchar('neighborhood', { length: 80 }),
    street: varchar('street', { length: 30 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    interiorNumber: varchar('interior_number', { length: 20 }),
    postalCode: varchar('postal_code', { length: 7 }).notNull(),
    reference: varchar('reference', { length: 35 }),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The book's order (newest first) within its owner: a page, and a search over one account's
    // book, read one index range.
    index('addresses_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type AddressRow = typeof addresses.$inferSelect;
