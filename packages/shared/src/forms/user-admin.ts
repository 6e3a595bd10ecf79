import { z } from 'zod';
import { USER_TYPES } from '../roles';
import { email, newPassword, optionalText, phone, requiredText } from '../validation/fields';
import { blankable, enumError, optionalDecimal, statusField } from './form-fields';

/**
 * Staff user form (spec 3 §5): name, last_name, email, phone required; others optional. New
 * users default to operator and to special_carriers on.
 */
export const ZUserAdminForm = z.object({
  name: requiredText(35),
  last_name: requiredText(35),
  email: email(),
  phone: phone(),
  company: optionalText(80),
  user_type: z.enum(USER_TYPES, { error: enumError }).default('operator'),
  status: statusField().default('active'),
  discount: optionalDecimal({ min: 0, max: 100 }),
  referral_code: optionalText(20),
  referred_by: optionalText(20),
  notes: optionalText(2000),
  own_agreements_price: optionalDecimal({ min: 0 }),
  special_carriers: z.boolean({ error: 'v.invalid_type' }).default(true),
  password: blankable(newPassword()),
});
export type UserAdminForm = z.input<typeof ZUserAdminForm>;
export const ZUserAdminRequest = z.object({ user: ZUserAdminForm });
