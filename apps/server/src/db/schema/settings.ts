import { boolean, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantId } from './tenant-column';

export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: varchar('title', { length: 120 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    /** Secret values hold `enc:v1:` AES-256-GCM ciphertext. */
    value: text('value').notNull().default(''),
    description: text('description'),
    namespace: varchar('namespace', { length: 30 }).notNull().default('other'),
    visible: boolean('visible').notNull().default(true),
    secret: boolean('secret').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('settings_tenant_key_key').on(t.tenantId, t.key)],
);
export type SettingRow = typeof settings.$inferSelect;

/** Platform-wide settings, outside any tenant (developer only). */
export const systemSettings = pgTable('system_settings', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 80 }).notNull().unique(),
  val: text('val').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type SystemSettingRow = typeof systemSettings.$inferSelect;
