import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ServiceType } from '@despacho/shared';
import { carriers } from './carriers';
import { cents, createdAt, kg, numericRate, percent, updatedAt } from './columns';
import { zones } from './coverage';
import { countries, validators } from './reference';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';

/**
 * A carrier's service (spec 3 §3 Service; rating.md §1–§6). Money in centavos. The six margin
 * fields feed the price layers: system (international_percent + international_amount_dev),
 * tenant (main_admin_percent + main_admin_amount), admin (client_percentage +
 * international_amount). `zone` names the zone whose postal codes are its extended zone.
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sequentialId: integer('sequential_id').notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    code: varchar('code', { length: 80 }).notNull(),
    status: varchar('status', { length: 20 }).$type<'active' | 'suspended'>().notNull(),
    serviceType: varchar('service_type', { length: 20 }).$type<ServiceType>().notNull(),
    days: integer('days').notNull(),
    extraKgPriceCents: cents('extra_kg_price_cents').notNull().default(0),
    extraKgOverweightPriceCents: cents('extra_kg_overweight_price_cents').notNull().default(0),
    oversizeKgPriceCents: cents('oversize_kg_price_cents').notNull().default(0),
    zone: varchar('zone', { length: 80 }),
    extendedZonePriceCents: cents('extended_zone_price_cents').notNull().default(0),
    girthAmountCents: cents('girth_amount_cents').notNull().default(0),
    /** Estafeta brackets: chargeable weight rounds up to the next 0.5 kg instead of 1 kg. */
    useOfKg: boolean('use_of_kg').notNull().default(false),
    startAt: time('start_at'),
    endAt: time('end_at'),
    exchangeRate: numericRate('exchange_rate').notNull().default(1),
    internationalPercent: percent('international_percent').notNull().default(0),
    internationalAmountDevCents: cents('international_amount_dev_cents').notNull().default(0),
    mainAdminPercent: percent('main_admin_percent').notNull().default(0),
    mainAdminAmountCents: cents('main_admin_amount_cents').notNull().default(0),
    clientPercentage: percent('client_percentage').notNull().default(0),
    internationalAmountCents: cents('international_amount_cents').notNull().default(0),
    trackable: boolean('trackable').notNull().default(false),
    hasPickup: boolean('has_pickup').notNull().default(false),
    useQuotedRates: boolean('use_quoted_rates').notNull().default(false),
    useStaticRates: boolean('use_static_rates').notNull().default(false),
    editAdminCost: boolean('edit_admin_cost').notNull().default(false),
    /** 0 = Sunday … 6 = Saturday. */
    weekDays: jsonb('week_days').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
    logoFileId: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_tenant_sequential_id_key').on(t.tenantId, t.sequentialId),
    index('services_carrier_idx').on(t.carrierId),
  ],
);
export type ServiceRow = typeof services.$inferSelect;

export const serviceValidators = pgTable(
  'service_validators',
  {
    tenantId: tenantId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    validatorId: integer('validator_id')
      .notNull()
      .references(() => validators.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.validatorId] })],
);

export const serviceCountries = pgTable(
  'service_countries',
  {
    tenantId: tenantId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.countryId] })],
);

export const serviceZones = pgTable(
  'service_zones',
  {
    tenantId: tenantId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.zoneId] })],
);

/**
 * A weight row of a static service: the three money columns are layer prices (rating.md §2):
 * main_admin_cost → system_price, admin_cost → tenant_price, price → total before discount.
 */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    kg: kg('kg').notNull(),
    priceCents: cents('price_cents').notNull(),
    adminCostCents: cents('admin_cost_cents').notNull(),
    mainAdminCostCents: cents('main_admin_cost_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('service_prices_service_kg_key').on(t.serviceId, t.kg)],
);
export type ServicePriceRow = typeof servicePrices.$inferSelect;
