import { PAYMENT_PROOF_MAX_BYTES, PAYMENT_PROOF_MAX_FILES, validationText } from '@despacho/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** The multipart limits of the proof form: each file one byte past 5 MB is seen as too large. */
export const PROOF_MULTIPART_LIMITS = {
  fileSize: PAYMENT_PROOF_MAX_BYTES,
  files: PAYMENT_PROOF_MAX_FILES,
  fields: 10,
  parts: PAYMENT_PROOF_MAX_FILES + 10,
};

export interface ProofUploadFile {
  bytes: Buffer;
  filename: string | undefined;
  /** Cut at the size limit: the file was larger than 5 MB. */
  tooLarge: boolean;
}

export interface ProofUpload {
  files: ProofUploadFile[];
  fields: Record<string, string>;
}

const FILE_FIELDS = new Set(['files[]', 'files']);

/**
 * Reads the whole proof form (`files[]`, `amount`, `transaction_date`): every part is read, so
 * a file over the limit is reported on `files` together with the other fields' problems.
 */
export async function readProofUpload(req: FastifyRequest): Promise<ProofUpload> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type');
  const files: ProofUploadFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (FILE_FIELDS.has(part.fieldname)) {
          files.push({ bytes, filename: part.filename, tooLarge: part.file.truncated });
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      const text = validationText('v.proof_too_many_files', req.ctx.locale, {
        max: PAYMENT_PROOF_MAX_FILES,
      });
      throw new AppError('validation_failed', undefined, { fields: { files: [text] } });
    }
    if (code === 'FST_FIELDS_LIMIT') {
      throw new AppError('validation_failed', undefined, { fields: { base: ['v.invalid_value'] } });
    }
    throw err;
  }
  return { files, fields };
}
