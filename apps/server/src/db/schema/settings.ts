import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    /** Secret values hold `enc:v1:` AES-256-GCM ciphertext. */
    value: text('value').notNull().default(''),
    description: text('description'),
    namespace: varchar('namespace', { length: 30 }).notNull().default('other'),
    visible: boolean('visible').notNull().default(true),
    secret: boolean('secret').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settings_tenant_key_key').on(t.tenantId, t.key)],
);
export type SettingRow = typeof settings.$inferSelect;

/** Platform-wide settings, outside any tenant (developer only). */
export const systemSettings = pgTable('system_settings', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 80 }).notNull().unique(),
  val: text('val').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SystemSettingRow = typeof systemSettings.$inferSelect;
