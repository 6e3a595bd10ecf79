import {
  ESTAFETA_FILTER_FIELDS,
  estafetaFilterErrors,
  validationText,
  type Locale,
  type ReportKey,
} from '@despacho/shared';
import { formatDate } from '../../lib/format';

/** The page's one form: the range every report takes and the shipments report's filters. */
export interface ReportForm {
  start_date: string;
  end_date: string;
  status: string;
  provider_id: string;
  all_shipments: boolean;
  estafeta_range: string;
  estafeta_account: string;
  estafeta_agent: string;
  estafeta_shipping_number: string;
}

export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** dd/mm/aaaa, as the date pickers show it. */
export const shownDate = (date: string, locale: Locale): string => formatDate(date, locale);

/** The current month up to today, from the limit when it binds and falls inside the month. */
export function defaultRange(today: string, floor: string | null) {
  const start = monthStart(today);
  return { start_date: floor && floor > start ? floor : start, end_date: today };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the server would refuse, checked before asking: dates present and whole, the end not
 * after today nor before the start, the start not before the limit; for the shipments report
 * with an Estafeta provider, the digits of its filters. Answers `v.*` texts per field.
 */
export function reportFormErrors(
  values: ReportForm,
  key: ReportKey,
  ctx: { today: string; floor: string | null; estafeta: boolean; locale: Locale },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const say = (k: string, params?: Record<string, string>) => validationText(k, ctx.locale, params);
  const { start_date: start, end_date: end } = values;
  if (!DATE.test(start)) errors.start_date = say(start ? 'v.date' : 'v.required');
  else if (start > ctx.today) errors.start_date = say('v.date_in_future');
  else if (ctx.floor && start < ctx.floor)
    errors.start_date = say('v.report_start_limit', { date: shownDate(ctx.floor, ctx.locale) });
  if (!DATE.test(end)) errors.end_date = say(end ? 'v.date' : 'v.required');
  else if (end > ctx.today) errors.end_date = say('v.date_in_future');
  else if (DATE.test(start) && end < start) errors.end_date = say('v.date_range');
  if (key === 'shipments' && ctx.estafeta) {
    for (const [field, keys] of Object.entries(estafetaFilterErrors(values)))
      errors[field] = say(keys[0]!);
  }
  return errors;
}

/**
 * The request body: the range, plus the shipments filters for that report when the caller may
 * use them (developers, spec 1 §6; the server refuses them from anyone else).
 */
export function reportBody(
  values: ReportForm,
  key: ReportKey,
  ctx: { estafeta: boolean; filters: boolean },
): Record<string, unknown> {
  const range = { start_date: values.start_date, end_date: values.end_date };
  if (key !== 'shipments' || !ctx.filters) return range;
  const body: Record<string, unknown> = {
    ...range,
    status: values.status || null,
    provider_id: values.provider_id ? Number(values.provider_id) : null,
    all_shipments: values.all_shipments,
  };
  if (ctx.estafeta) for (const f of ESTAFETA_FILTER_FIELDS) body[f] = values[f].trim() || null;
  return body;
}
