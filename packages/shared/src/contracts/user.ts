import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from '../roles';
import { moneyString } from '../validation/fields';

export const ZSignupQuestion = z.object({ question: z.string(), answer: z.string() });

/** The current user as the account screens and the shell read it (GET registrations). */
export const ZUser = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  fullname: z.string(),
  email: z.string(),
  /** A new e-mail waiting for the link sent to it (the account still uses `email`). */
  unconfirmed_email: z.string().nullable(),
  phone: z.string(),
  company: z.string(),
  user_type: z.enum(USER_TYPES),
  is_main_admin: z.boolean(),
  status: z.enum(USER_STATUSES),
  balance: moneyString(),
  discount: z.string(),
  fiscal_data_verified: z.boolean(),
  referral_code: z.string(),
  referred_by: z.string().nullable(),
  total_shipments: z.number().int(),
  special_carriers: z.boolean(),
  export_csv_visible: z.boolean(),
  parent_id: z.number().int().nullable(),
  questions: z.array(ZSignupQuestion),
  preferences: z.record(z.string(), z.string()),
  locale: z.string(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof ZUser>;
