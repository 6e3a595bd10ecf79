import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  bank: varchar('bank', { length: 60 }).notNull(),
  accountNumber: varchar('account_number', { length: 20 }).notNull(),
  clabe: varchar('clabe', { length: 18 }).notNull(),
  beneficiary: varchar('beneficiary', { length: 120 }).notNull(),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BankAccountRow = typeof bankAccounts.$inferSelect;
