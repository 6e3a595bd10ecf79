import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';
import { transactions } from './transactions';
import { users } from './users';

export const PAYMENT_GATEWAYS = ['paypal', 'openpay', 'mercadopago'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export const PAYMENT_METHODS = ['wallet', 'card', 'spei', 'store', 'checkout'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * created: asked of the gateway, nothing paid yet; pending: the gateway waits for the payer
 * (SPEI transfer, store cash, checkout); paid: the gateway says the money is captured but the
 * credit is not written yet (the reconcile job finishes these); credited: the ledger row exists;
 * failed / expired / canceled: nothing is credited.
 */
export const PAYMENT_STATUSES = [
  'created',
  'pending',
  'paid',
  'credited',
  'failed',
  'expired',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One attempt to add funds through a gateway. The credit it leads to is a ledger row whose
 * reference is `payment:<gateway>:<external_id>`, so the database writes it at most once however
 * many notifications, returns or reconcile runs arrive.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: varchar('gateway', { length: 20 }).$type<PaymentGateway>().notNull(),
    method: varchar('method', { length: 20 }).$type<PaymentMethod>().notNull(),
    /** The gateway's id (PayPal order, OpenPay charge, Mercado Pago preference/payment). */
    externalId: varchar('external_id', { length: 120 }),
    /** What the payer is charged. */
    amountCents: cents('amount_cents').notNull(),
    /** The gateway's fee as the platform passes it on (spec 1 §9). */
    feeCents: cents('fee_cents').notNull().default(0),
    /** What reaches the balance. */
    creditCents: cents('credit_cents').notNull(),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull().default('created'),
    transactionId: integer('transaction_id').references(() => transactions.id),
    /** What the payer needs to see again (SPEI CLABE, store reference, approve URL…). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amounts_valid', sql`${t.amountCents} > 0 and ${t.creditCents} > 0`),
    check('payments_gateway_valid', sql`${t.gateway} in ('paypal', 'openpay', 'mercadopago')`),
    uniqueIndex('payments_gateway_external_id_key')
      .on(t.tenantId, t.gateway, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('payments_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('payments_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('created', 'pending', 'paid')`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Every notification a gateway sent (webhook, IPN), kept whatever became of it: a forged or
 * replayed one is evidence, not noise. An unverified one keeps only a digest of its body and
 * lasts a week; see modules/payments/payment-event-retention.ts for every retention.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    gateway: varchar('gateway', { length: 20 }).$type<PaymentGateway>().notNull(),
    /** The gateway's own id for the notification, when it gives one. */
    eventKey: varchar('event_key', { length: 200 }),
    externalId: varchar('external_id', { length: 120 }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** Whether the signature checked out or the payment was confirmed by re-fetching it. */
    verified: boolean('verified').notNull().default(false),
    /** credited, duplicate, forged, pending, failed, ignored. */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.tenantId, t.gateway, t.externalId),
    // Pruning by age, and the hourly count of unverified ones (migrations/0028).
    index('payment_events_received_idx').on(t.tenantId, t.receivedAt),
    index('payment_events_unverified_idx')
      .on(t.tenantId, t.gateway, t.receivedAt)
      .where(sql`${t.verified} = false`),
  ],
);

/** A card saved at the payment engine (OpenPay): only the engine's id and what the list shows. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 20 }).$type<PaymentGateway>().notNull(),
    gatewayCardId: varchar('gateway_card_id', { length: 80 }).notNull(),
    brand: varchar('brand', { length: 30 }).notNull(),
    /** As the engine returns it (411111XXXXXX1111); the full number never reaches us. */
    cardNumber: varchar('card_number', { length: 25 }).notNull(),
    holderName: varchar('holder_name', { length: 120 }).notNull(),
    expirationMonth: smallint('expiration_month').notNull(),
    expirationYear: smallint('expiration_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_cards_gateway_card_key').on(t.tenantId, t.gateway, t.gatewayCardId),
    index('credit_cards_user_idx').on(t.tenantId, t.userId),
  ],
);
export type CreditCardRow = typeof creditCards.$inferSelect;

export const PROOF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/**
 * A bank-transfer payment proof. Sending it records a pending deposit (`transaction_id`);
 * approving clears that deposit (the ledger trigger credits it once), rejecting rejects it.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    amountCents: cents('amount_cents').notNull(),
    /** The day the customer says the transfer was made (never after today). */
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).$type<ProofStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_proofs_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_proofs_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('payment_proofs_transaction_key').on(t.transactionId),
    index('payment_proofs_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);
export type PaymentProofRow = typeof paymentProofs.$inferSelect;

/** The files of a proof (the form takes files[]). */
export const paymentProofFiles = pgTable(
  'payment_proof_files',
  {
    tenantId: tenantId(),
    proofId: integer('proof_id')
      .notNull()
      .references(() => paymentProofs.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [primaryKey({ columns: [t.proofId, t.fileId] })],
);

/** Per tenant, which reports non-developers see (spec 1 §2 Reports: the Visible toggle). */
export const reportSettings = pgTable(
  'report_settings',
  {
    tenantId: tenantId(),
    reportKey: varchar('report_key', { length: 40 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.reportKey] })],
);
