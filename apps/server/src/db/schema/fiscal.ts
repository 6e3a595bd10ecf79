import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
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

/** A customer's fiscal data: the receptor of their CFDIs (spec 3 FiscalDatum). One per user. */
export const fiscalData = pgTable(
  'fiscal_data',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    businessName: varchar('business_name', { length: 254 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    fiscalRegime: varchar('fiscal_regime', { length: 3 }).notNull(),
    paymentForm: varchar('payment_form', { length: 2 }).notNull(),
    cfdiUse: varchar('cfdi_use', { length: 4 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 10 }).notNull(),
    street: varchar('street', { length: 100 }).notNull(),
    number: varchar('number', { length: 20 }),
    interiorNumber: varchar('interior_number', { length: 20 }),
    neighborhood: varchar('neighborhood', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 80 }).notNull(),
    countryId: integer('country_id').notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fiscal_data_user_key').on(t.tenantId, t.userId)],
);
export type FiscalDataRow = typeof fiscalData.$inferSelect;

export const TAX_REGIMES = ['physical', 'moral'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** A customer's tax verification request (spec 3 TaxFiscalDatum). One per user, replaced on resend. */
export const taxFiscalData = pgTable(
  'tax_fiscal_data',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    taxRegime: varchar('tax_regime', { length: 10 }).$type<TaxRegime>().notNull(),
    name: varchar('name', { length: 254 }).notNull(),
    rfcCurp: varchar('rfc_curp', { length: 18 }).notNull(),
    socialUrl: varchar('social_url', { length: 500 }),
    docImageFileId: integer('doc_image_file_id').references(() => storedFiles.id),
    articleImageFileId: integer('article_image_file_id').references(() => storedFiles.id),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tax_fiscal_data_user_key').on(t.tenantId, t.userId),
    check('tax_fiscal_data_regime_valid', sql`${t.taxRegime} in ('physical', 'moral')`),
  ],
);
export type TaxFiscalDataRow = typeof taxFiscalData.$inferSelect;

/**
 * The tenant's CSD (sello digital). The certificate is public; the key and its password are
 * stored encrypted (SecretBox) and never sent back. The newest active row is the current one.
 */
export const csds = pgTable(
  'csds',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    /** The subject's name as SAT wrote it (the emisor's Nombre must match it). */
    subjectName: varchar('subject_name', { length: 254 }).notNull(),
    certificateNumber: varchar('certificate_number', { length: 20 }).notNull(),
    /** DER certificate, base64. */
    certificate: text('certificate').notNull(),
    /** DER PKCS#8 encrypted key as uploaded, base64, then encrypted with SecretBox. */
    keyEncrypted: text('key_encrypted').notNull(),
    passwordEncrypted: text('password_encrypted').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('csds_active_key')
      .on(t.tenantId)
      .where(sql`${t.active}`),
  ],
);
export type CsdRow = typeof csds.$inferSelect;

/**
 * pending: requested by the customer; rejected: staff said no (reason e-mailed);
 * stamping: sealed XML saved, the PAC call under way or to be retried (the same sealed XML is
 * sent again, so a crash never stamps twice); generated: stamped; cancelled: cancelled at SAT.
 */
export const INVOICE_STATUSES = [
  'pending',
  'rejected',
  'stamping',
  'generated',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).$type<InvoiceStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    serie: varchar('serie', { length: 25 }),
    folio: varchar('folio', { length: 40 }),
    /** The sealed XML before stamping, then the stamped XML (with its TimbreFiscalDigital). */
    xml: text('xml'),
    uuid: varchar('uuid', { length: 36 }),
    subtotalCents: cents('subtotal_cents'),
    ivaCents: cents('iva_cents'),
    totalCents: cents('total_cents'),
    /** The receptor as stamped (fiscal data can change later). */
    receptor: jsonb('receptor').$type<Record<string, unknown>>(),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    generatedBy: integer('generated_by').references(() => users.id),
    /** The PAC's last refusal, shown to staff. */
    lastError: text('last_error'),
    cancelMotive: varchar('cancel_motive', { length: 2 }),
    cancelReplacementUuid: varchar('cancel_replacement_uuid', { length: 36 }),
    /** SAT's answer: in_process while the receptor must accept, then cancelled or refused. */
    cancelStatus: varchar('cancel_status', { length: 20 }),
    cancelAcuse: text('cancel_acuse'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_transaction_key').on(t.transactionId),
    uniqueIndex('invoices_uuid_key')
      .on(t.uuid)
      .where(sql`${t.uuid} is not null`),
    index('invoices_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('invoices_user_idx').on(t.tenantId, t.userId, t.createdAt),
    check(
      'invoices_status_valid',
      sql`${t.status} in ('pending', 'rejected', 'stamping', 'generated', 'cancelled')`,
    ),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
