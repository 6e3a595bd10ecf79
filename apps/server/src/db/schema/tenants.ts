import { integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  logoUrl: text('logo_url'),
  primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#1565c0'),
  supportEmail: varchar('support_email', { length: 254 }),
  termsUrl: text('terms_url'),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('America/Monterrey'),
  createdAt: createdAt(),
});
export type TenantRow = typeof tenants.$inferSelect;

/** Per-tenant sequential numbers (users, transactions…) shown to people instead of row ids. */
export const tenantCounters = pgTable(
  'tenant_counters',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);
