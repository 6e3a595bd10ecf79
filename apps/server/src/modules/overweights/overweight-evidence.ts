import { createHash, randomUUID } from 'node:crypto';
import { OVERWEIGHT_EVIDENCE_MAX_BYTES } from '@despacho/shared';
import type { Tx } from '../../db/client';
import { insertStoredFileRow } from '../../db/stored-files';
import type { ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import {
  detectProofFile,
  PROOF_CONTENT_TYPES,
  type ProofFileKind,
} from '../payment-proofs/payment-proof-content';
import type { UploadedFile } from './overweight-upload';

export interface CheckedEvidence {
  bytes: Buffer;
  kind: ProofFileKind;
  name: string;
}

const EXTENSIONS: Record<ProofFileKind, string> = { png: 'png', jpeg: 'jpg', pdf: 'pdf' };

/** A name safe to keep and to repeat in a Content-Disposition header, with its true extension. */
export function evidenceFileName(original: string | undefined, kind: ProofFileKind): string {
  const base = (original ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w-]+/g, '_')
    .replace(/^[_-]+/, '')
    .slice(0, 100);
  return `${base || 'evidencia'}.${EXTENSIONS[kind]}`;
}

/**
 * The evidence by its bytes: a PNG, a JPEG or a PDF (`%PDF-`), 5 MB at most. The name and the
 * browser's type are never believed: a text file named .pdf is refused. Answers the message key.
 */
export function checkEvidence(file: UploadedFile | null): CheckedEvidence | string {
  if (!file || file.bytes.length === 0) return 'v.overweight_evidence_required';
  if (file.tooLarge || file.bytes.length > OVERWEIGHT_EVIDENCE_MAX_BYTES)
    return 'v.overweight_evidence_too_large';
  const kind = detectProofFile(file.bytes);
  if (!kind) return 'v.overweight_evidence_type';
  return { bytes: file.bytes, kind, name: evidenceFileName(file.filename, kind) };
}

/** Puts the bytes in storage (before the transaction); `forget` removes them if it fails. */
export async function putEvidence(ctx: ServiceContext, e: CheckedEvidence) {
  const key = `${ctx.tenant.id}/overweights/${randomUUID()}.${EXTENSIONS[e.kind]}`;
  await fileStorage(ctx.deps).put(key, e.bytes);
  return {
    key,
    /** The stored_files row, written in the caller's transaction. */
    record: (tx: Tx) =>
      insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: 'overweight_evidence',
        storageKey: key,
        contentType: PROOF_CONTENT_TYPES[e.kind],
        byteSize: e.bytes.length,
        sha256: createHash('sha256').update(e.bytes).digest('hex'),
        originalName: e.name,
      }),
    forget: () =>
      fileStorage(ctx.deps)
        .delete(key)
        .catch(() => undefined),
  };
}
