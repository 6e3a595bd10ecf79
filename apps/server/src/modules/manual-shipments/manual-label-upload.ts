import { MANUAL_LABEL_MAX_BYTES, ZManualLabelForm } from '@despacho/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { ManualLabelUpload } from '../shipments/manual-label.service';

/** A PDF starts with `%PDF-` (its name and the browser's claimed type are never believed). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Reads the multipart form (`files[]`: one PDF, `tracking_number`, `id`) and checks every field
 * at once, so the form shows each of its mistakes together: 422 with per-field messages.
 */
export async function readManualLabel(req: FastifyRequest): Promise<ManualLabelUpload> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string | undefined } | null = null;
  const errors: Record<string, string[]> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!file) file = { bytes, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('validation_failed', undefined, {
        fields: { files: ['v.manual_label_too_large'] },
      });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('validation_failed', undefined, {
        fields: { files: ['v.invalid_value'] },
      });
    throw err;
  }
  const form = ZManualLabelForm.safeParse({ tracking_number: fields.tracking_number ?? '' });
  if (!form.success) errors.tracking_number = [form.error.issues[0]!.message];
  if (!file || file.bytes.length === 0) errors.files = ['v.file_required'];
  else if (file.bytes.length > MANUAL_LABEL_MAX_BYTES) errors.files = ['v.manual_label_too_large'];
  else if (!isPdf(file.bytes)) errors.files = ['v.manual_label_pdf'];
  if (Object.keys(errors).length)
    throw new AppError('validation_failed', undefined, { fields: errors });
  return {
    bytes: file!.bytes,
    filename: file!.filename,
    trackingNumber: form.data!.tracking_number,
  };
}
