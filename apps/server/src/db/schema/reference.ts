import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { tenantId } from './tenant-column';

/** Countries a tenant ships between (seeded from an ISO 3166 package; staff may edit names). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** ISO 3166-1 alpha-2 ("MX"); null only for a country staff added without one. */
    code: varchar('code', { length: 2 }),
    alpha3: varchar('alpha3', { length: 3 }),
    numericCode: varchar('numeric_code', { length: 3 }),
    /** Spanish name (the interface's default language) and English name. */
    name: varchar('name', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }),
    region: varchar('region', { length: 40 }),
    subRegion: varchar('sub_region', { length: 60 }),
    /** International dialling code without "+" ("52"), for the phone fields. */
    callingCode: varchar('calling_code', { length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('countries_tenant_code_key').on(t.tenantId, t.code),
    index('countries_tenant_name_idx').on(t.tenantId, t.name),
  ],
);
export type CountryRow = typeof countries.$inferSelect;

/** States / provinces (ISO 3166-2 subdivisions) of a country. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** Subdivision code without the country prefix ("NLE" for MX-NLE). */
    code: varchar('code', { length: 10 }).notNull(),
  },
  (t) => [uniqueIndex('states_country_code_key').on(t.countryId, t.code)],
);
export type StateRow = typeof states.$inferSelect;

/**
 * Mexican postal codes → settlements (SEPOMEX). Platform-wide reference data, not a tenant's:
 * the official file is imported once (CLI) and read by every tenant's address forms.
 */
export const postalCodeSettlements = pgTable(
  'postal_code_settlements',
  {
    id: serial('id').primaryKey(),
    postalCode: varchar('postal_code', { length: 5 }).notNull(),
    /** The colony / settlement name (d_asenta) and its type (d_tipo_asenta). */
    settlement: varchar('settlement', { length: 120 }).notNull(),
    settlementType: varchar('settlement_type', { length: 40 }),
    municipality: varchar('municipality', { length: 120 }).notNull(),
    city: varchar('city', { length: 120 }),
    stateName: varchar('state_name', { length: 80 }).notNull(),
    /** INEGI state code (c_estado, "19" Nuevo León). */
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    /** SEPOMEX's settlement id within the municipality (id_asenta_cpcons): the import's key. */
    settlementId: varchar('settlement_id', { length: 6 }).notNull(),
    municipalityCode: varchar('municipality_code', { length: 3 }).notNull(),
  },
  (t) => [
    index('postal_code_settlements_cp_idx').on(t.postalCode),
    uniqueIndex('postal_code_settlements_key').on(
      t.stateCode,
      t.municipalityCode,
      t.settlementId,
      t.postalCode,
    ),
  ],
);

/** SAT product/service keys (c_ClaveProdServ, CFDI 4.0). Platform-wide reference data. */
export const satProducts = pgTable(
  'sat_products',
  {
    code: varchar('code', { length: 8 }).primaryKey(),
    description: text('description').notNull(),
    /** Lower-case, accent-free description and code, for `search`. */
    searchText: text('search_text').notNull(),
  },
  (t) => [index('sat_products_search_idx').on(t.searchText)],
);

/** A carrier integration the platform knows (GenericCarrier, FedexRest, Estafeta…). */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 80 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    /** Offered in lists (and, unless own_agreements is false, for customers' own agreements). */
    visible: boolean('visible').notNull().default(true),
    /** Customers may connect their own account of this provider (spec 3 §9 hides some). */
    ownAgreements: boolean('own_agreements').notNull().default(true),
    supportsInsurance: boolean('supports_insurance').notNull().default(false),
    supportsPickup: boolean('supports_pickup').notNull().default(false),
    /** The provider's service codes with names (the "enums" call), e.g. FEDEX_GROUND. */
    serviceTypes: jsonb('service_types')
      .$type<{ code: string; name: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('providers_tenant_code_key').on(t.tenantId, t.code)],
);
export type ProviderRow = typeof providers.$inferSelect;

/** A named rule attached to carriers or services (rating.md §6.5: postal_code, max_weight…). */
export const validators = pgTable(
  'validators',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 80 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    status: varchar('status', { length: 20 }).$type<'active' | 'suspended'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('validators_tenant_name_key').on(t.tenantId, t.name)],
);
export type ValidatorRow = typeof validators.$inferSelect;
