import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { MAX_SPREADSHEET_BYTES } from '../../lib/spreadsheet';

/** Evidence (5 MB) and carrier files (10 MB) share the plugin; each use checks its own size. */
export const OVERWEIGHT_MULTIPART_LIMITS = {
  fileSize: MAX_SPREADSHEET_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
};

export interface UploadedFile {
  bytes: Buffer;
  filename: string | undefined;
  /** Cut at the plugin's limit: larger than any file this area takes. */
  tooLarge: boolean;
}

export interface OverweightForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** `overweight[evidence_description]` and `evidence_description` are the same field. */
const plain = (name: string) => /^overweight\[(\w+)\]$/.exec(name)?.[1] ?? name;

/**
 * A multipart form of this area, read whole: its one file (whatever the field's name:
 * `evidence_file`, `overweight[evidence_file]`, `files[]`) and its text fields, unwrapped. A JSON
 * body is taken as the fields with no file.
 */
export async function readOverweightForm(req: FastifyRequest): Promise<OverweightForm> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const inner =
      body.overweight && typeof body.overweight === 'object'
        ? (body.overweight as Record<string, unknown>)
        : body;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(inner))
      if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    return { fields, file: null };
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { bytes, filename: part.filename, tooLarge: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[plain(part.fieldname)] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('validation_failed', undefined, { fields: { base: ['v.invalid_value'] } });
    throw err;
  }
  return { fields, file };
}
