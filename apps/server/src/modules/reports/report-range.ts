import { validationText, type Locale, type ReportLimit } from '@despacho/shared';
import { AppError } from '../../http/app-error';
import { isDeveloper } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { todayIn } from '../../lib/dates';
import { settingValue } from '../settings/settings.service';
import type { ReportRange } from './report-definition';

/** `date` moved by `days` calendar days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day of `date`'s month. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The `report_limit` setting is a number of days back from today (tenant calendar); the
 * earliest start date is today minus that many days. Blank or not a whole number: no limit.
 */
export function limitFrom(setting: string | null, today: string): string | null {
  const text = setting?.trim() ?? '';
  if (!/^\d{1,5}$/.test(text)) return null;
  return addDays(today, -Number(text));
}

/** GET reports/report_limit: the earliest start a non-developer may ask for. */
export async function reportLimit(ctx: ServiceContext): Promise<ReportLimit> {
  const today = todayIn(ctx.tenant.timeZone);
  const val = limitFrom(await settingValue(ctx, 'report_limit'), today);
  return { val, applies: val !== null && !isDeveloper(ctx) };
}

/** dd/mm/yyyy in both languages, as the web app writes every date (decisions, issue 25). */
const shown = (date: string, _locale: Locale) => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
};

export type FieldErrors = Record<string, string[]>;

/**
 * The range a report covers. Defaults: the current month (tenant calendar, America/Monterrey
 * unless the tenant says otherwise) up to today, the start raised to the limit for those it
 * binds. Refused, per field: a day after today, an end before the start, a start before the
 * limit (non-developers). Answers the errors rather than throwing, so a report's own filters
 * are reported in the same reply.
 */
export async function resolveRange(
  ctx: ServiceContext,
  input: { start_date?: string | null; end_date?: string | null },
): Promise<{ range: ReportRange; errors: FieldErrors }> {
  const timeZone = ctx.tenant.timeZone;
  const today = todayIn(timeZone);
  const limit = await reportLimit(ctx);
  const floor = limit.applies ? limit.val : null;
  const defaultStart = floor && floor > monthStart(today) ? floor : monthStart(today);
  const startDate = input.start_date || defaultStart;
  const endDate = input.end_date || today;
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  if (startDate > today) add('start_date', 'v.date_in_future');
  else if (floor && startDate < floor)
    add(
      'start_date',
      validationText('v.report_start_limit', ctx.locale, { date: shown(floor, ctx.locale) }),
    );
  if (endDate > today) add('end_date', 'v.date_in_future');
  else if (endDate < startDate) add('end_date', 'v.date_range');
  return { range: { startDate, endDate, timeZone }, errors: fields };
}

export function throwIfAny(fields: FieldErrors): void {
  if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, { fields });
}
