import { z } from 'zod';
import { LOCALES } from '../constants';
import { email, newPassword, optionalText, phone, requiredText } from '../validation/fields';
import { ZUser } from './user';

/** Login (spec 1 §5): email required and valid; password required, at most 35. */
export const ZSignInForm = z.object({
  email: email(),
  password: z
    .string({ error: 'v.required' })
    .min(1, { error: 'v.required' })
    .max(35, { error: 'v.max_length' }),
});
export const ZSignInRequest = z.object({ user: ZSignInForm });
export type SignInForm = z.infer<typeof ZSignInForm>;

export const ZSignInResponse = z.object({ data: z.object({ user: ZUser, token: z.string() }) });

/**
 * Company: optional (spec 1 §5 requires name, last name, e-mail, password and phone only). Left
 * out of a profile save, the stored one stays; sent blank, it is cleared.
 */
const company = () =>
  z.string({ error: 'v.invalid_type' }).trim().max(80, { error: 'v.max_length' }).nullish();

/** Signup step 1 (spec 1 §2, §5). */
export const ZSignupStep1 = z.object({
  name: requiredText(35),
  last_name: requiredText(35),
  email: email(),
  password: newPassword(),
  phone: phone(),
  company: company(),
  referred_by: optionalText(20),
});
export type SignupStep1 = z.infer<typeof ZSignupStep1>;

/** The three questions of signup step 2, with their option values (i18n keys on the web). */
export const SIGNUP_QUESTIONS = {
  shipments_per_month: ['none_yet', '1-20', '21-50', '51-100', '101-200', '201-500', '501-1000'],
  business_type: ['ecommerce', 'retail', 'wholesale', 'manufacturing', 'services', 'other'],
  how_can_we_help: [
    'save_on_shipping',
    'compare_carriers',
    'automate_labels',
    'store_integration',
    'api_integration',
    'other',
  ],
} as const;
export type SignupQuestion = keyof typeof SIGNUP_QUESTIONS;

/** Step 2: the first answer is required (the account is created only with it); others optional. */
export const ZSignupStep2 = z.object({
  shipments_per_month: z.enum(SIGNUP_QUESTIONS.shipments_per_month, { error: 'v.answer_required' }),
  business_type: z.enum(SIGNUP_QUESTIONS.business_type, { error: 'v.invalid_value' }).nullish(),
  how_can_we_help: z.enum(SIGNUP_QUESTIONS.how_can_we_help, { error: 'v.invalid_value' }).nullish(),
});
export type SignupStep2 = z.infer<typeof ZSignupStep2>;

export const ZSignupForm = ZSignupStep1.extend(ZSignupStep2.shape).extend({
  locale: z.enum(LOCALES).optional(),
});
export const ZSignupRequest = z.object({ user: ZSignupForm });
export type SignupForm = z.infer<typeof ZSignupForm>;

/** Profile (spec 1 §5): name, last_name, phone, email required; optional password change. */
export const ZProfileForm = z
  .object({
    name: requiredText(35),
    last_name: requiredText(35),
    company: company(),
    phone: phone(),
    email: email(),
    password: z.union([z.literal(''), newPassword()]).optional(),
    password_confirmation: z.string().max(35, { error: 'v.max_length' }).optional(),
    current_password: z.string().max(35, { error: 'v.max_length' }).optional(),
  })
  .refine((v) => !v.password || v.password === v.password_confirmation, {
    error: 'v.password_confirmation',
    path: ['password_confirmation'],
  })
  .refine((v) => !v.password || !!v.current_password, {
    error: 'v.required',
    path: ['current_password'],
  });
export const ZProfileRequest = z.object({ user: ZProfileForm });
export type ProfileForm = z.infer<typeof ZProfileForm>;

export const ZEmailForm = z.object({ email: email() });
export const ZForgotPasswordRequest = z.object({ user: ZEmailForm });
export const ZConfirmationRequest = z.object({ user: ZEmailForm });
export type EmailForm = z.infer<typeof ZEmailForm>;

/** Reset password (spec 1 §5): password and confirmation must match, error under password. */
export const ZResetPasswordForm = z
  .object({
    password: newPassword(),
    password_confirmation: z.string({ error: 'v.required' }).max(35, { error: 'v.max_length' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'v.password_confirmation',
    path: ['password'],
  });
export const ZResetPasswordRequest = z.object({
  user: z.object({
    password: newPassword(),
    password_confirmation: z.string({ error: 'v.required' }).max(35, { error: 'v.max_length' }),
    reset_password_token: z.string({ error: 'v.required' }).min(1).max(200),
  }),
});
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZConfirmEmailQuery = z.object({
  confirmation_token: z.string({ error: 'v.required' }).min(1).max(200),
});

/** User preferences (language, label format, default tax ids), saved one key at a time. */
export const PREFERENCE_KEYS = [
  'locale',
  'label_printing_format',
  'origin_rfc',
  'destination_rfc',
  'origin_address_id',
] as const;
/**
 * Label paper (spec 2 Preferences): letter-size PDF (8.5×11 in) or a 4×6 in thermal label; and
 * ZPL II for a Zebra printer (issue 19: carriers' labels are bought as ZPL only when asked).
 */
export const LABEL_PRINTING_FORMATS = ['pdf', 'thermal', 'zpl'] as const;
export type LabelPrintingFormat = (typeof LABEL_PRINTING_FORMATS)[number];

export const ZPreferenceRequest = z.object({
  preference: z.object({
    key: z.enum(PREFERENCE_KEYS, { error: 'v.invalid_value' }),
    value: z.string({ error: 'v.required' }).max(50, { error: 'v.max_length' }),
  }),
});

export const ZOkResponse = z.object({ data: z.object({ ok: z.literal(true) }) });
