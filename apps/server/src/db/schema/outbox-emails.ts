import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tenantId } from './tenant-column';

/**
 * - `queued`: waiting for the delivery job (SMTP configured);
 * - `sent`: the mail server accepted it;
 * - `failed`: every retry failed (`last_error` says why);
 * - `held`: no mail server (demo mode): it stays here for the development mailbox.
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Every e-mail is written here in the transaction that caused it, then delivered after commit. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 10 }).$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When `html` and `text` were blanked (delivered, or a week old): no link outlives it. */
    bodyErasedAt: timestamp('body_erased_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_created_at_idx').on(t.createdAt),
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
  ],
);
export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
