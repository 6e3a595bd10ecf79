import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantId } from './tenant-column';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sequentialId: integer('sequential_id').notNull(),
    name: varchar('name', { length: 35 }).notNull(),
    lastName: varchar('last_name', { length: 35 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** A new address waiting for its confirmation link; `email` changes only once it is clicked. */
    unconfirmedEmail: varchar('unconfirmed_email', { length: 254 }),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    company: varchar('company', { length: 80 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    userType: varchar('user_type', { length: 20 }).notNull().default('customer'),
    isMainAdmin: boolean('is_main_admin').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    /** Moved only by the ledger's trigger (see migrations/0006_ledger_guarantees.sql). */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** How far below zero the balance may go (a credit line staff grant); 0 = none. */
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    discount: numeric('discount', { precision: 6, scale: 2 }).notNull().default('0'),
    fiscalDataVerified: boolean('fiscal_data_verified').notNull().default(false),
    referralCode: varchar('referral_code', { length: 20 }).notNull(),
    referredBy: varchar('referred_by', { length: 20 }),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id),
    specialCarriers: boolean('special_carriers').notNull().default(false),
    exportCsvVisible: boolean('export_csv_visible').notNull().default(false),
    notes: text('notes'),
    /** The customer's id at OpenPay, made the first time they save a card. */
    /** What a customer pays per label bought on their own carrier agreement (spec 3 §3). */
    ownAgreementsPriceCents: bigint('own_agreements_price_cents', { mode: 'number' }),
    openpayCustomerId: varchar('openpay_customer_id', { length: 60 }),
    questions: jsonb('questions')
      .$type<{ question: string; answer: string }[]>()
      .notNull()
      .default([]),
    preferences: jsonb('preferences').$type<Record<string, string>>().notNull().default({}),
    locale: varchar('locale', { length: 10 }).notNull().default('es-MX'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    currentSignInAt: timestamp('current_sign_in_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    totalShipments: integer('total_shipments').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_credit_limit_nonnegative', sql`${t.creditLimitCents} >= 0`),
    check('users_balance_within_credit', sql`${t.balanceCents} >= -${t.creditLimitCents}`),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_tenant_referral_code_key').on(t.tenantId, t.referralCode),
    uniqueIndex('users_tenant_sequential_id_key').on(t.tenantId, t.sequentialId),
    index('users_parent_id_idx').on(t.parentId),
    // The referrals page: who signed up with my code.
    index('users_tenant_referred_by_idx').on(t.tenantId, t.referredBy),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const TOKEN_KINDS = ['session', 'confirmation', 'reset', 'email_change'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<TokenKind>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);
