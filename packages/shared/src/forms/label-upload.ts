import { z } from 'zod';
import { digitsText, fileOf, PDF } from './form-fields';

/** Manual label upload (spec 2 §5): a numeric tracking number and the label as a PDF. */
export const ZLabelUploadForm = z.object({
  tracking_number: digitsText(40),
  file: fileOf(PDF),
});
