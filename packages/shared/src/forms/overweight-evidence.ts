import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX } from '../contracts/overweight';
import { fileOf, IMAGE_OR_PDF } from './form-fields';

/** Overweight evidence (spec 2 §5): a description and an image or PDF, both required. */
export const ZOverweightEvidenceForm = z.object({
  evidence_description: requiredText(OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX),
  evidence_file: fileOf(IMAGE_OR_PDF),
});
