import { CSD_FILE_MAX_BYTES } from '@despacho/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { CsdField } from '../fiscal/csd/csd-types';

/** Two files and a password; a few more parts are tolerated, a flood is not. */
export const CSD_MULTIPART_LIMITS = {
  fileSize: CSD_FILE_MAX_BYTES,
  files: 4,
  fields: 8,
  parts: 12,
};

export interface CsdUploadFile {
  bytes: Buffer;
  /** Cut at the size limit: too large to be a certificate or a key. */
  tooLarge: boolean;
}

export interface CsdUpload {
  certificate?: CsdUploadFile;
  private_key?: CsdUploadFile;
  password?: string;
}

/** The spec's `csd[certificate]` names, or the bare field name. */
function fieldOf(name: string): CsdField | null {
  const bare = /^csd\[(\w+)\]$/.exec(name)?.[1] ?? name;
  return bare === 'certificate' || bare === 'private_key' || bare === 'password' ? bare : null;
}

/** Reads the whole CSD form (`csd[certificate]`, `csd[private_key]`, `csd[password]`). */
export async function readCsdUpload(req: FastifyRequest): Promise<CsdUpload> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type');
  const upload: CsdUpload = {};
  try {
    for await (const part of req.parts()) {
      const field = fieldOf(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (field === 'certificate' || field === 'private_key')
          upload[field] ??= { bytes, tooLarge: part.file.truncated };
      } else if (field === 'password' && typeof part.value === 'string') {
        upload.password = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('validation_failed', undefined, { fields: { base: ['v.invalid_value'] } });
    throw err;
  }
  return upload;
}
