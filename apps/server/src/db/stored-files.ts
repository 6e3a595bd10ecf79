import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { storedFiles, type StoredFileRow } from './schema';

/** The record of an uploaded file (its bytes live in the storage port). */
export async function insertStoredFileRow(
  tx: Tx,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFileRow> {
  const [row] = await tx.insert(storedFiles).values(values).returning();
  return row!;
}

export async function findStoredFileRow(tx: Tx, id: number): Promise<StoredFileRow | null> {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

export async function deleteStoredFileRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.id, id));
}
