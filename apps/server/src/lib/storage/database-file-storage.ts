import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { tenantOfKey, type FileStorage } from './file-storage';

/**
 * Files as rows of `file_blobs`: with several server processes on one PostgreSQL, a label
 * written by one is read by any other. Like the local store, a key is written once. Each
 * statement runs as the app role inside the tenant the key starts with, so row-level security
 * holds a blob to its tenant as it holds the stored_files row that names it.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const tenantId = tenantOfKey(key);
    await withTenant(this.db, tenantId, (tx) =>
      tx.insert(fileBlobs).values({ tenantId, key, bytes }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const [row] = await withTenant(this.db, tenantOfKey(key), (tx) =>
      tx.select({ bytes: fileBlobs.bytes }).from(fileBlobs).where(eq(fileBlobs.key, key)).limit(1),
    );
    return row ? row.bytes : null;
  }

  async delete(key: string): Promise<void> {
    await withTenant(this.db, tenantOfKey(key), (tx) =>
      tx.delete(fileBlobs).where(eq(fileBlobs.key, key)),
    );
  }
}
