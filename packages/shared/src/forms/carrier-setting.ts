import { z } from 'zod';
import {
  QUOTE_DEADLINE_MAX_MS,
  QUOTE_DEADLINE_MIN_MS,
  QUOTE_DEADLINE_SETTING,
} from '../contracts/quote';
import { packageDimensions } from './carrier';
import { refId, whenValid } from './form-fields';

/** The one setting whose value may be empty (free notes shown on labels). */
export const OPTIONAL_VALUE_KEYS = ['additional_info'] as const;
/** Five asterisks in a masked value mean "unchanged": such values are not sent back. */
export const UNCHANGED_MASK = '*****';
/**
 * Keys that name where the server sends a carrier's requests (`base_url`, `track_url`…): only
 * developers set them (issue 17, SSRF); the server checks the URL, the form only mirrors it.
 */
export const isEndpointSettingKey = (key: string): boolean =>
  /(^|_)(url|uri|host|endpoint)$/i.test(key.trim());
export const STATIC_PACKAGE_KEYS = ['static_package_dimensions', 'redpack_static_package'] as const;

const key = () =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(80, { error: 'v.max_length' });

function checkValue(k: string, value: string, ctx: z.RefinementCtx) {
  if (!value && !(OPTIONAL_VALUE_KEYS as readonly string[]).includes(k))
    ctx.addIssue({ code: 'custom', message: 'v.required', path: ['value'] });
  else if (
    value &&
    (STATIC_PACKAGE_KEYS as readonly string[]).includes(k) &&
    !packageDimensions().safeParse(value).success
  )
    ctx.addIssue({ code: 'custom', message: 'v.package_dimensions', path: ['value'] });
  else if (k === QUOTE_DEADLINE_SETTING && !isQuoteDeadline(value))
    ctx.addIssue({ code: 'custom', message: 'v.quote_deadline', path: ['value'] });
}

/** A carrier's quote deadline: whole milliseconds within the bounds the 3 s quote allows. */
export function isQuoteDeadline(value: string): boolean {
  if (!/^\d{1,5}$/.test(value)) return false;
  const ms = Number(value);
  return ms >= QUOTE_DEADLINE_MIN_MS && ms <= QUOTE_DEADLINE_MAX_MS;
}

const valueField = () =>
  z.string({ error: 'v.invalid_type' }).trim().max(5000, { error: 'v.max_length' }).default('');

/** Create (spec 3 §5): key required; value required unless the key is additional_info. */
export const ZCarrierSettingCreateForm = z
  .object({ key: key(), value: valueField(), visible: z.boolean().default(true) })
  .superRefine((v, ctx) => checkValue(v.key, v.value, ctx), whenValid('key'));
export const ZCarrierSettingCreateRequest = z.object({
  carrier_setting: ZCarrierSettingCreateForm,
});

/**
 * Edit: the key is read-only, so the rule is built from the record's key. A save that does not
 * carry `value` keeps the stored one (toggling `visible` never blanks a secret).
 */
export const carrierSettingUpdateSchema = (settingKey: string) =>
  z
    .object({
      value: z
        .string({ error: 'v.invalid_type' })
        .trim()
        .max(5000, { error: 'v.max_length' })
        .optional(),
      visible: z.boolean({ error: 'v.invalid_type' }).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.value !== undefined) checkValue(settingKey, v.value, ctx);
    });

/**
 * Own-agreement carrier (customer-owned credentials): every shown setting needs a value and at
 * least one service must be picked (`v.servicesError`).
 */
export const ZOwnAgreementCarrierForm = z.object({
  provider_id: refId(),
  settings: z.record(z.string(), z.string().trim().min(1, { error: 'v.required' })),
  service_ids: z
    .array(z.union([z.number(), z.string()]), { error: 'v.servicesError' })
    .min(1, { error: 'v.servicesError' }),
});

/** Drops the masked (unchanged) values before saving, so a mask never overwrites a secret. */
export function dropMaskedSettings(settings: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== UNCHANGED_MASK));
}
