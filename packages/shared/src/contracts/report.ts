import { z } from 'zod';
import { isoDate } from '../validation/fields';
import { registerValidationMessages } from '../validation/messages';
import { SHIPMENT_STATUSES } from './shipment';

registerValidationMessages({
  'es-MX': {
    'v.estafeta_shipping_number': 'El número de envío debe tener al menos 4 caracteres',
    'v.report_start_limit': 'La fecha inicial no puede ser anterior al {{date}}',
    'v.developer_only_filter': 'Solo los desarrolladores pueden usar este filtro',
  },
  en: {
    'v.estafeta_shipping_number': 'The shipping number must have at least 4 characters',
    'v.report_start_limit': 'The start date cannot be before {{date}}',
    'v.developer_only_filter': 'Only developers may use this filter',
  },
});

/** The spreadsheets of spec 1 §2 Reports, each downloaded as `<key>.xlsx`. */
export const REPORT_KEYS = [
  'carriers',
  'shipments',
  'users',
  'fiscal_data',
  'transactions',
  'carrier_setting_logs',
  'overweights',
  'invoices',
  'insurances',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** Only developers and main administrators may download the carrier setting logs. */
export const REPORT_OWNERS_ONLY: readonly ReportKey[] = ['carrier_setting_logs'];

/** The provider code whose shipments take the extra Estafeta filters (spec 1 §2, §5). */
export const ESTAFETA_PROVIDER_CODE = 'Estafeta';

/** Statuses the shipments report filters by: every one but `pending` (drafts). */
export const REPORT_SHIPMENT_STATUSES = SHIPMENT_STATUSES.filter((s) => s !== 'pending');

export const ZReport = z.object({
  key: z.enum(REPORT_KEYS),
  /** In the request's language. */
  name: z.string(),
  visible: z.boolean(),
  /** Whether the caller may download it (carrier setting logs: developer and main_admin). */
  downloadable: z.boolean(),
});
export type Report = z.infer<typeof ZReport>;

export const ZReportVisibilityRequest = z.object({
  visible: z.boolean({ error: 'v.invalid_type' }),
});

export const ZReportLimit = z.object({
  /** The earliest start date (YYYY-MM-DD) a non-developer may ask for; null = no limit. */
  val: z.string().nullable(),
  /** Whether the limit binds the caller (developers are not bound). */
  applies: z.boolean(),
});
export type ReportLimit = z.infer<typeof ZReportLimit>;

/** Every report's range; both default to the current month (tenant calendar) up to today. */
export const ZReportRequest = z.object({
  start_date: isoDate().nullish(),
  end_date: isoDate().nullish(),
});
export type ReportRequest = z.infer<typeof ZReportRequest>;

const blankToNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;

/** A free-text filter; its shape is checked by the server once the provider is known. */
const estafetaField = () =>
  z.preprocess(blankToNull, z.string().max(50, { error: 'v.max_length' }).nullish());

/**
 * The shipments report adds its filters. The Estafeta ones apply only when the chosen provider's
 * code is Estafeta, so their digits are checked then (`estafetaFilterErrors`).
 */
export const ZShipmentsReportRequest = ZReportRequest.extend({
  status: z.preprocess(
    blankToNull,
    z
      .enum(REPORT_SHIPMENT_STATUSES as [string, ...string[]], { error: 'v.invalid_value' })
      .nullish(),
  ),
  provider_id: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: 'v.number' })
      .int({ error: 'v.integer' })
      .min(1, { error: 'v.too_small' })
      .max(2_147_483_647, { error: 'v.too_big' })
      .nullish(),
  ),
  all_shipments: z.boolean({ error: 'v.invalid_type' }).optional(),
  estafeta_range: estafetaField(),
  estafeta_account: estafetaField(),
  estafeta_agent: estafetaField(),
  estafeta_shipping_number: estafetaField(),
});
export type ShipmentsReportRequest = z.infer<typeof ZShipmentsReportRequest>;

const ESTAFETA_RULES = {
  estafeta_range: { test: /^\d{3}$/, key: 'v.estafeta_range' },
  estafeta_account: { test: /^\d{7}$/, key: 'v.estafeta_account' },
  estafeta_agent: { test: /^\d{3}$/, key: 'v.estafeta_agent' },
  estafeta_shipping_number: { test: /^\S{4,}$/, key: 'v.estafeta_shipping_number' },
} as const;
export type EstafetaFilterField = keyof typeof ESTAFETA_RULES;
export const ESTAFETA_FILTER_FIELDS = Object.keys(ESTAFETA_RULES) as EstafetaFilterField[];

/**
 * Spec 1 §6: the shipments report's filters are the developers'. Everyone else gets the default
 * file (every bought shipment of the range); the server refuses these fields from anyone else
 * when they are set to anything but their default (blank, no provider, not all shipments).
 */
export const REPORT_DEVELOPER_FILTERS = [
  'status',
  'provider_id',
  'all_shipments',
  ...ESTAFETA_FILTER_FIELDS,
] as const;

/** The developer-only filters `body` sets (their defaults are not filters). */
export function developerFiltersIn(body: Partial<ShipmentsReportRequest>): string[] {
  return REPORT_DEVELOPER_FILTERS.filter((field) => {
    const value = body[field];
    if (field === 'all_shipments') return value === true;
    return value !== null && value !== undefined && String(value).trim() !== '';
  });
}

/**
 * Spec 1 §5/§9: range 3 digits, account 7, agent 3, shipping number at least 4 characters.
 * Blank fields are no filter. Answers `v.*` keys per field (empty when all are fine).
 */
export function estafetaFilterErrors(
  values: Partial<Record<EstafetaFilterField, string | null | undefined>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ESTAFETA_FILTER_FIELDS) {
    const value = values[field]?.trim();
    if (value && !ESTAFETA_RULES[field].test.test(value))
      errors[field] = [ESTAFETA_RULES[field].key];
  }
  return errors;
}
