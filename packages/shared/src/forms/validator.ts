import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { statusField } from './form-fields';

/** Validator (spec 3 §5): name, status and description required; status defaults to active. */
export const ZValidatorForm = z.object({
  name: requiredText(80),
  status: statusField().default('active'),
  description: requiredText(500),
});
export type ValidatorForm = z.input<typeof ZValidatorForm>;
export const ZValidatorRequest = z.object({ validator: ZValidatorForm });
