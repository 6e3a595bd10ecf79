import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TransactionDescriptionParams } from '@despacho/shared';
import { users } from './users';
import { createdAt } from './columns';
import { tenantId } from './tenant-column';

/** The ledger: append-only; every balance change is one row written with the balance update. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sequentialId: integer('sequential_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    transactionType: varchar('transaction_type', { length: 20 })
      .$type<'deposit' | 'withdraw'>()
      .notNull(),
    status: varchar('status', { length: 20 }).$type<'cleared' | 'pending' | 'rejected'>().notNull(),
    description: text('description'),
    /**
     * A row the product wrote, as a code and its values, so each reader sees it in their
     * language (`description` keeps the Spanish text); null for staff's typed rows and old rows.
     */
    descriptionCode: varchar('description_code', { length: 40 }),
    descriptionParams: jsonb('description_params').$type<TransactionDescriptionParams>(),
    createdBy: integer('created_by').references(() => users.id),
    shipmentId: integer('shipment_id'),
    /**
     * What this movement settles, unique per tenant ("purchase:12:debit", "shipment:7:cancel",
     * a gateway's payment id): the database refuses to record the same movement twice.
     */
    reference: varchar('reference', { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('transactions_amount_positive', sql`${t.amountCents} > 0`),
    check('transactions_type_valid', sql`${t.transactionType} in ('deposit', 'withdraw')`),
    check('transactions_status_valid', sql`${t.status} in ('cleared', 'pending', 'rejected')`),
    uniqueIndex('transactions_tenant_sequential_id_key').on(t.tenantId, t.sequentialId),
    index('transactions_user_id_idx').on(t.userId),
    uniqueIndex('transactions_tenant_reference_key')
      .on(t.tenantId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('transactions_shipment_id_idx').on(t.shipmentId),
    index('transactions_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);
