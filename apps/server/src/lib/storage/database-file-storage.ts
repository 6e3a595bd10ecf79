import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import { assertSafeKey, type FileStorage } from './file-storage';

/**
 * Files as rows of `file_blobs` on the owner connection: with several server processes on one
 * PostgreSQL, a label written by one is read by any other. Like the local store, a key is
 * written once.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    await this.db.insert(fileBlobs).values({ key, bytes });
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    const [row] = await this.db
      .select({ bytes: fileBlobs.bytes })
      .from(fileBlobs)
      .where(eq(fileBlobs.key, key))
      .limit(1);
    return row ? row.bytes : null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.db.delete(fileBlobs).where(eq(fileBlobs.key, key));
  }
}
