import { integer } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * `tenant_id` of a tenant-owned table. Every such table also needs its row-level-security
 * policy in a migration (test/tenancy.test.ts fails without it).
 */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
