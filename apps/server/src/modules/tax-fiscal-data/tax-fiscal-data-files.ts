import { createHash, randomUUID } from 'node:crypto';
import type { TaxDocumentField } from '@despacho/shared';
import type { Tx } from '../../db/client';
import { deleteStoredFileRow, insertStoredFileRow } from '../../db/stored-files';
import type { ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import type { CheckedDocument } from './tax-fiscal-data-input';

export interface StoredDocument {
  field: TaxDocumentField;
  key: string;
  document: CheckedDocument;
}

/** Puts the documents' bytes in the storage port before the transaction that records them. */
export async function putDocuments(
  ctx: ServiceContext,
  documents: Partial<Record<TaxDocumentField, CheckedDocument>>,
): Promise<StoredDocument[]> {
  const storage = fileStorage(ctx.deps);
  const stored: StoredDocument[] = [];
  try {
    for (const [field, document] of Object.entries(documents) as [
      TaxDocumentField,
      CheckedDocument,
    ][]) {
      const ext = document.kind === 'jpeg' ? 'jpg' : document.kind;
      const key = `${ctx.tenant.id}/tax-documents/${randomUUID()}.${ext}`;
      await storage.put(key, document.bytes);
      stored.push({ field, key, document });
    }
  } catch (err) {
    await removeBytes(
      ctx,
      stored.map((s) => s.key),
    );
    throw err;
  }
  return stored;
}

/** Best effort: bytes nobody points at any more (a failed save, a replaced document). */
export const removeBytes = (ctx: ServiceContext, keys: string[]) =>
  Promise.all(
    keys.map((key) =>
      fileStorage(ctx.deps)
        .delete(key)
        .catch(() => undefined),
    ),
  );

/** The stored_files rows of the new documents, by field. */
export async function recordDocuments(
  tx: Tx,
  tenantId: number,
  stored: StoredDocument[],
): Promise<Partial<Record<TaxDocumentField, number>>> {
  const ids: Partial<Record<TaxDocumentField, number>> = {};
  for (const { field, key, document } of stored) {
    const row = await insertStoredFileRow(tx, {
      tenantId,
      purpose: 'tax_document',
      storageKey: key,
      contentType: document.contentType,
      byteSize: document.bytes.length,
      sha256: createHash('sha256').update(document.bytes).digest('hex'),
      originalName: document.name,
    });
    ids[field] = row.id;
  }
  return ids;
}

export const forgetDocument = (tx: Tx, id: number) => deleteStoredFileRow(tx, id);
