import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { storedFiles } from './stored-files';
import { tenantId } from './tenant-column';

/**
 * What a tenant's staff set for their brand in settings. A missing row or null column falls
 * back to the tenant row (name and colour given at creation), so a new tenant is branded at once.
 */
export const tenantBrandings = pgTable('tenant_brandings', {
  tenantId: tenantId().primaryKey(),
  name: varchar('name', { length: 120 }),
  primaryColor: varchar('primary_color', { length: 7 }),
  secondaryColor: varchar('secondary_color', { length: 7 }),
  logoFileId: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  faviconFileId: integer('favicon_file_id').references(() => storedFiles.id, {
    onDelete: 'set null',
  }),
  /** Short content hash of each image, so its URL changes when the image does (cache busting). */
  logoVersion: text('logo_version'),
  faviconVersion: text('favicon_version'),
  updatedAt: updatedAt(),
});
export type TenantBrandingRow = typeof tenantBrandings.$inferSelect;
