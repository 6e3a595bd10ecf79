import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';
import { registerValidationMessages } from '../validation/messages';

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

/**
 * How a setting's value is edited and checked: a flag is '0' or '1', a number a non-negative
 * decimal, a choice one of `options`, a secret is write-only; text is free.
 */
export const SETTING_KINDS = ['flag', 'number', 'text', 'secret', 'choice'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** What a secret reads as once stored; sent back, it means "keep the stored value". */
export const SETTING_SECRET_MASK = '*****';

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * The `v.*` key for a value its kind refuses, or null when it fits. The server checks every
 * create and update with it; the editor runs the same check before saving.
 */
export function settingValueError(
  kind: SettingKind,
  options: readonly string[] | null,
  value: string,
): string | null {
  switch (kind) {
    case 'flag':
      return value === '0' || value === '1' ? null : 'v.setting_flag';
    case 'number':
      return DECIMAL.test(value) ? null : 'v.setting_number';
    case 'choice':
      return options?.includes(value) ? null : 'v.setting_choice';
    default:
      return null;
  }
}

registerValidationMessages({
  'es-MX': {
    'v.setting_flag': "Debe ser '1' (activado) o '0' (desactivado)",
    'v.setting_number': 'Escribe un número sin signos, p. ej. 100 o 99.50',
    'v.setting_choice': 'Elige una de las opciones de la lista',
    'v.setting_in_catalogue':
      'Este ajuste es parte del producto y volvería al reiniciar: cambia su valor en lugar de eliminarlo',
  },
  en: {
    'v.setting_flag': "Must be '1' (on) or '0' (off)",
    'v.setting_number': 'Enter a number without signs, e.g. 100 or 99.50',
    'v.setting_choice': 'Pick one of the options in the list',
    'v.setting_in_catalogue':
      'This setting is part of the product and would come back at the next start: change its value instead of deleting it',
  },
});

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
  kind: z.enum(SETTING_KINDS),
  /** The allowed values of a `choice`; null for every other kind. */
  options: z.array(z.string()).nullable(),
  /** A product key (seeded in every tenant): it cannot be deleted, only changed. */
  catalogue: z.boolean(),
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
export type SettingUpdateForm = z.input<typeof ZSettingUpdateForm>;

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
