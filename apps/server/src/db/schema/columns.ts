import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` as every table has it: with time zone, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`, set on insert; services set it again on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money: integer centavos (MXN), never floating point. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** A percentage such as 15.5 (three decimals kept). */
export const percent = (name: string) => numeric(name, { precision: 7, scale: 3, mode: 'number' });

/** Sizes in cm (2 decimals) and weights in kg (3 decimals: 1 g), as the forms take them. */
export const cm = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
export const kg = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/** An exchange rate such as 1.0 or 17.25 (four decimals kept). */
export const numericRate = (name: string) =>
  numeric(name, { precision: 10, scale: 4, mode: 'number' });
