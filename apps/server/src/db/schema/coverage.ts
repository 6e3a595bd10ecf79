import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { countries } from './reference';
import { services } from './services';
import { tenantId } from './tenant-column';

/** A named set of postal codes (zonal pricing, extended zones). */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: varchar('name', { length: 80 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('zones_tenant_name_key').on(t.tenantId, t.name)],
);
export type ZoneRow = typeof zones.$inferSelect;

/**
 * A postal code of a zone, or of a service's own list (validators postal_code and
 * excluded_postal_code): exactly one of zone_id and service_id is set.
 */
export const servicePostalCodes = pgTable(
  'service_postal_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references((): AnyPgColumn => services.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check('service_postal_codes_one_owner', sql`(${t.zoneId} is null) <> (${t.serviceId} is null)`),
    uniqueIndex('service_postal_codes_zone_key').on(t.zoneId, t.countryId, t.postalCode),
    uniqueIndex('service_postal_codes_service_key').on(t.serviceId, t.countryId, t.postalCode),
    index('service_postal_codes_lookup_idx').on(t.tenantId, t.postalCode),
  ],
);
export type ServicePostalCodeRow = typeof servicePostalCodes.$inferSelect;
