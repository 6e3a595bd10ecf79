import { integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tenantId } from './tenant-column';

/** A file kept in the storage port (lib/storage); the row says what it is, the port holds bytes. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** What the file is for ('logo', 'favicon'…), so a reader knows its rules. */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    /** Detected from the bytes, never taken from the upload's own claim. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_storage_key_key').on(t.storageKey)],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
