import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` as every table has it: with time zone, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`, set on insert; services set it again on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
