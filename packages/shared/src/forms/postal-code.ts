import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { fileOf, refId } from './form-fields';

/** Zone or service postal code (spec 3 §5): postal code and country required. */
export const ZPostalCodeForm = z.object({ postal_code: requiredText(10), country_id: refId() });
export const ZPostalCodeRequest = z.object({ postal_code: ZPostalCodeForm });

/** Import: a headerless list, one postal code per row; the country applies to every row. */
export const ZPostalCodeImportForm = z.object({
  file: fileOf({ mimes: ['text/csv', 'text/plain'], extensions: ['csv', 'txt', 'xls', 'xlsx'] }),
  country_id: refId(),
});
