import { pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantId } from './tenant-column';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    bank: varchar('bank', { length: 60 }).notNull(),
    accountNumber: varchar('account_number', { length: 20 }).notNull(),
    clabe: varchar('clabe', { length: 18 }).notNull(),
    beneficiary: varchar('beneficiary', { length: 120 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One CLABE once per tenant: two rows for the same account would confuse the customer paying.
  (t) => [uniqueIndex('bank_accounts_tenant_clabe_key').on(t.tenantId, t.clabe)],
);
export type BankAccountRow = typeof bankAccounts.$inferSelect;
