import {
  TAX_DOCUMENT_FIELDS,
  TAX_DOCUMENT_MAX_BYTES,
  type TaxDocumentField,
} from '@despacho/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../http/app-error';

/** A document one byte past 5 MB is cut and seen as too large, not refused mid-stream. */
export const TAX_MULTIPART_LIMITS = {
  fileSize: TAX_DOCUMENT_MAX_BYTES,
  files: TAX_DOCUMENT_FIELDS.length,
  fields: 20,
  parts: TAX_DOCUMENT_FIELDS.length + 20,
};

export interface TaxUploadFile {
  bytes: Buffer;
  filename: string | undefined;
  tooLarge: boolean;
}

export interface TaxUpload {
  fields: Record<string, string>;
  services: string[];
  files: Partial<Record<TaxDocumentField, TaxUploadFile>>;
}

/** `tax_fiscal_datum[rfc_curp]` → `rfc_curp`; `tax_fiscal_datum[services][]` → `services`. */
export function fieldNameOf(part: string): string {
  const m = /^tax_fiscal_datum\[(\w+)\](\[\])?$/.exec(part);
  return m ? m[1]! : part.replace(/\[\]$/, '');
}

const isDocumentField = (name: string): name is TaxDocumentField =>
  (TAX_DOCUMENT_FIELDS as readonly string[]).includes(name);

/**
 * Reads the whole verification form (spec 3 §7): every part is read, so a document over the
 * limit is reported on its field together with the other fields' problems.
 */
export async function readTaxUpload(req: FastifyRequest): Promise<TaxUpload> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type');
  const upload: TaxUpload = { fields: {}, services: [], files: {} };
  try {
    for await (const part of req.parts()) {
      const name = fieldNameOf(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (isDocumentField(name) && bytes.length > 0)
          upload.files[name] = { bytes, filename: part.filename, tooLarge: part.file.truncated };
      } else if (typeof part.value === 'string') {
        if (name === 'services') upload.services.push(part.value);
        else upload.fields[name] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('base', 'v.invalid_value');
    throw err;
  }
  return upload;
}
