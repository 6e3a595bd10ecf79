import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { INSURANCE_TYPES } from '@despacho/shared';
import { cents, cm, createdAt, kg, percent, updatedAt } from './columns';
import { providers, validators } from './reference';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';
import { users } from './users';

/**
 * A carrier account the tenant sells (spec 3 §3 Carrier). Sizes in cm, money in centavos.
 * `environment` picks the provider's endpoint set: `sandbox` for its test system (in demo mode
 * the product's local mock server), `production` for the real one; never a silent fallback.
 */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sequentialId: integer('sequential_id').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    status: varchar('status', { length: 20 }).$type<'active' | 'suspended'>().notNull(),
    environment: varchar('environment', { length: 12 })
      .$type<'sandbox' | 'production'>()
      .notNull()
      .default('production'),
    pickup: boolean('pickup').notNull().default(false),
    firstLimitSize: cm('first_limit_size'),
    firstLimitCostCents: cents('first_limit_cost_cents'),
    lastLimitSize: cm('last_limit_size'),
    lastLimitCostCents: cents('last_limit_cost_cents'),
    girth: cm('girth').notNull().default(330),
    insuranceType: varchar('insurance_type', { length: 10 })
      .$type<(typeof INSURANCE_TYPES)[number]>()
      .notNull()
      .default('none'),
    insurancePercentage: percent('insurance_percentage').notNull().default(0),
    insuranceAmountCents: cents('insurance_amount_cents').notNull().default(0),
    /** Parcel limits (validators max_weight / max_dimensions); null = no limit. */
    maxWeight: kg('max_weight'),
    maxLength: cm('max_length'),
    maxWidth: cm('max_width'),
    maxHeight: cm('max_height'),
    /** Volumetric divisor (cm³ per kg); null = 5000. */
    volumetricDivisor: integer('volumetric_divisor'),
    staticPackageDimensions: varchar('static_package_dimensions', { length: 40 }),
    redpackStaticPackage: varchar('redpack_static_package', { length: 40 }),
    useRedpackStaticPackage: boolean('use_redpack_static_package').notNull().default(false),
    freezeSettings: boolean('freeze_settings').notNull().default(false),
    logoFileId: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** A customer's own-agreement carrier (their credentials), usable only by them. */
    ownAgreements: boolean('own_agreements').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Shipments made with it, and the most allowed (null = no limit). */
    shipmentCount: integer('shipment_count').notNull().default(0),
    shipmentLimit: integer('shipment_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carriers_tenant_sequential_id_key').on(t.tenantId, t.sequentialId),
    index('carriers_tenant_status_idx').on(t.tenantId, t.status),
  ],
);
export type CarrierRow = typeof carriers.$inferSelect;

export const carrierValidators = pgTable(
  'carrier_validators',
  {
    tenantId: tenantId(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    validatorId: integer('validator_id')
      .notNull()
      .references(() => validators.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.carrierId, t.validatorId] })],
);

/**
 * Key/value settings of a carrier (credentials, account numbers, volumetric_divisor…). Values
 * whose key holds id, key, password or secret are stored encrypted (`enc:v1:`) and answered masked.
 */
export const carrierSettings = pgTable(
  'carrier_settings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 80 }).notNull(),
    value: text('value').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carrier_settings_carrier_key_key').on(t.carrierId, t.key)],
);
export type CarrierSettingRow = typeof carrierSettings.$inferSelect;

/** Every change of a carrier setting: who, when, old → new (secrets masked). Exportable. */
export const carrierSettingLogs = pgTable(
  'carrier_setting_logs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 80 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('carrier_setting_logs_carrier_idx').on(t.carrierId, t.createdAt)],
);
