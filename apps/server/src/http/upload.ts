import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error';

export interface Upload {
  bytes: Buffer;
  filename: string | undefined;
  /** The form's other (text) fields. */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart request, read whole (bounded by the route's multipart limits),
 * with the form's text fields. A missing file or one over the limit is a message on `field`.
 */
export async function readUpload(
  req: FastifyRequest,
  field: string,
  tooLargeKey = 'v.file_too_large',
): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  let upload: Omit<Upload, 'fields'> | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!upload) upload = { bytes, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field, tooLargeKey);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw fieldError(field, 'v.invalid_value');
    throw err;
  }
  if (!upload) throw fieldError(field, 'v.file_required');
  return { ...upload, fields };
}
