import { z } from 'zod';
import { requiredText } from '../validation/fields';

/** Country (spec 3 §5): name required; the ISO code is optional and upper-cased. */
export const ZCountryForm = z.object({
  name: requiredText(80),
  code: z
    .string({ error: 'v.invalid_type' })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: 'v.invalid_value' })
    .nullish()
    .transform((v) => v || null),
});
export const ZCountryRequest = z.object({ country: ZCountryForm });
