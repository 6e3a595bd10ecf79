import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every server process (lib/rate-limiter.ts). Keys carry the
 * tenant, so the table itself is not tenant-owned. Expired rows are swept by a job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
