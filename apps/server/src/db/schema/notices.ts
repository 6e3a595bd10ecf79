import { date, index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantId } from './tenant-column';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: varchar('title', { length: 120 }).notNull(),
    /** Sanitised HTML (see notices/notice-html.ts): stored clean so every reader is safe. */
    description: text('description').notNull(),
    noticeType: varchar('notice_type', { length: 20 }).notNull().default('info'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    expiresAt: date('expires_at', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notices_tenant_status_idx').on(t.tenantId, t.status)],
);
export type NoticeRow = typeof notices.$inferSelect;
