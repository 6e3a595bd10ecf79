import { z } from 'zod';
import { registerValidationMessages } from '../validation/messages';

registerValidationMessages({
  'es-MX': {
    'v.setting_hidden':
      'Esta configuración está oculta: solo un desarrollador puede cambiarla o eliminarla',
  },
  en: { 'v.setting_hidden': 'This setting is hidden: only a developer may change or delete it' },
});

/** A carrier's key/value settings (spec 3 §3 CarrierSetting) and their change log. */
export const ZCarrierSetting = z.object({
  id: z.number().int(),
  key: z.string(),
  /** `*****` for a secret that has a value; send it back unchanged to keep the secret. */
  value: z.string(),
  secret: z.boolean(),
  visible: z.boolean(),
  updated_at: z.string(),
});
export type CarrierSetting = z.infer<typeof ZCarrierSetting>;

export const ZCarrierSettingLog = z.object({
  id: z.number().int(),
  key: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type CarrierSettingLog = z.infer<typeof ZCarrierSettingLog>;
