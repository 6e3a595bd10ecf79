import { z } from 'zod';
import { fileOf } from '../forms/form-fields';
import { registerValidationMessages } from '../validation/messages';

/**
 * Manual shipments (spec 2 "Manual shipments", §5 "Label upload", §7 `POST
 * shipments/{id}/upload_label`): a service of a carrier with no API (provider `Manual`) is bought
 * like any other, and staff later upload the carrier's label PDF with its tracking number.
 */

/** The provider whose carriers' labels staff upload by hand. */
export const MANUAL_PROVIDER_CODE = 'Manual';

/** The largest label PDF the upload takes. */
export const MANUAL_LABEL_MAX_BYTES = 10 * 1024 * 1024;

/** A carrier's tracking number as typed from its label: digits only, 4 to 40 of them. */
export const MANUAL_TRACKING_NUMBER = /^\d{4,40}$/;

registerValidationMessages({
  'es-MX': {
    'v.manual_tracking_number': 'El número de rastreo debe tener solo dígitos (de 4 a 40)',
    'v.manual_tracking_taken': 'Otro envío ya tiene ese número de rastreo',
    'v.manual_label_pdf': 'La guía debe ser un archivo PDF',
    'v.manual_label_too_large': 'La guía no puede pesar más de 10 MB',
    'v.manual_not_manual': 'Este envío no es manual: su guía la emite la paquetería',
    'v.manual_label_status': 'Solo se sube la guía de un envío pagado (exitoso)',
  },
  en: {
    'v.manual_tracking_number': 'The tracking number must be digits only (4 to 40)',
    'v.manual_tracking_taken': 'Another shipment already has that tracking number',
    'v.manual_label_pdf': 'The label must be a PDF file',
    'v.manual_label_too_large': 'The label cannot be larger than 10 MB',
    'v.manual_not_manual': 'This is not a manual shipment: its carrier issues the label',
    'v.manual_label_status': 'A label is uploaded only for a paid (successful) shipment',
  },
});

/** The upload form's text field, as the web form and the server both check it. */
export const ZManualLabelForm = z.object({
  tracking_number: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .regex(MANUAL_TRACKING_NUMBER, { error: 'v.manual_tracking_number' }),
});
export type ManualLabelForm = z.infer<typeof ZManualLabelForm>;

/** The upload page's form: the number and the label PDF (the server checks the PDF's bytes). */
export const manualLabelUploadSchema = ZManualLabelForm.extend({
  files: fileOf({ mimes: ['application/pdf'], extensions: ['pdf'] }),
});
export type ManualLabelUploadForm = z.input<typeof manualLabelUploadSchema>;
