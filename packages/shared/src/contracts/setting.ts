import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';

export const SETTING_NAMESPACES = [
  'bank',
  'insurance',
  'invoicing',
  'mercadopago',
  'openpay',
  'other',
  'overweight',
  'payments',
  'paypal',
  'references',
  'shopify',
  'stp',
] as const;
export type SettingNamespace = (typeof SETTING_NAMESPACES)[number];

/** Tenant setting. Secret values (tokens, private keys) are masked in every reply. */
export const ZSetting = z.object({
  id: z.number().int(),
  title: z.string(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  namespace: z.enum(SETTING_NAMESPACES),
  visible: z.boolean(),
  secret: z.boolean(),
  updated_at: z.string(),
});
export type Setting = z.infer<typeof ZSetting>;

export const ZSettingKey = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .max(80, { error: 'v.max_length' })
  .regex(/^[a-z][a-z0-9_]*$/, { error: 'v.invalid_value' });

const settingFields = {
  title: requiredText(120),
  value: z.string({ error: 'v.invalid_type' }).max(5000, { error: 'v.max_length' }),
  description: optionalText(500),
  namespace: z.enum(SETTING_NAMESPACES, { error: 'v.invalid_value' }),
  visible: z.boolean({ error: 'v.invalid_type' }),
};
/** Create (spec 3 §5): title and key required on create. */
export const ZSettingCreateForm = z.object({
  ...settingFields,
  key: ZSettingKey,
  value: settingFields.value.default(''),
  namespace: settingFields.namespace.default('other'),
  visible: settingFields.visible.default(true),
});
/**
 * Update: key is fixed once created. Partial without defaults: a field the save does not carry
 * stays as stored (a `.partial()` of the create form would fill in its defaults and blank the
 * value, move the namespace…).
 */
export const ZSettingUpdateForm = z.object({
  title: settingFields.title.optional(),
  value: settingFields.value.optional(),
  // optionalText turns a missing description into null; here missing must stay missing.
  description: z
    .string({ error: 'v.invalid_type' })
    .trim()
    .max(500, { error: 'v.max_length' })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  namespace: settingFields.namespace.optional(),
  visible: settingFields.visible.optional(),
});
export const ZSettingCreateRequest = z.object({ setting: ZSettingCreateForm });
export const ZSettingUpdateRequest = z.object({ setting: ZSettingUpdateForm });
export type SettingCreateForm = z.input<typeof ZSettingCreateForm>;

export const ZSettingByKey = z.object({ key: z.string(), value: z.string() });

/** Platform-wide system setting (developer only). Key shown only on create. */
export const ZSystemSetting = z.object({
  id: z.number().int(),
  key: z.string(),
  val: z.string(),
  updated_at: z.string(),
});
export type SystemSetting = z.infer<typeof ZSystemSetting>;
export const ZSystemSettingCreateForm = z.object({
  key: ZSettingKey,
  val: z.string({ error: 'v.invalid_type' }).max(5000, { error: 'v.max_length' }).default(''),
});
/** Update: a save that does not carry `val` keeps it. */
export const ZSystemSettingUpdateForm = z.object({
  val: z.string({ error: 'v.invalid_type' }).max(5000, { error: 'v.max_length' }).optional(),
});
export const ZSystemSettingCreateRequest = z.object({ system_setting: ZSystemSettingCreateForm });
export const ZSystemSettingUpdateRequest = z.object({ system_setting: ZSystemSettingUpdateForm });
