import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { fileOf, IMAGE_OR_PDF } from './form-fields';

/** Overweight evidence (spec 2 §5): a description and an image or PDF, both required. */
export const ZOverweightEvidenceForm = z.object({
  evidence_description: requiredText(1000),
  evidence_file: fileOf(IMAGE_OR_PDF),
});
