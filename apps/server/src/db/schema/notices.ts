import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    /** Sanitised HTML (see notices/notice-html.ts): stored clean so every reader is safe. */
    description: text('description').notNull(),
    noticeType: varchar('notice_type', { length: 20 }).notNull().default('info'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    expiresAt: date('expires_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_tenant_status_idx').on(t.tenantId, t.status)],
);
export type NoticeRow = typeof notices.$inferSelect;
