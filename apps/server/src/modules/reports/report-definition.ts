import type { Locale, ReportKey } from '@despacho/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Text in both languages (sheet names, headers, enum words). */
export type Words = Record<Locale, string>;

/**
 * How a column's cells are written: money as pesos with 2 decimals, instants as the tenant's
 * wall clock (spreadsheets have no time zones), weights with grams.
 */
export type ColumnKind = 'text' | 'int' | 'money' | 'decimal' | 'datetime' | 'kg';

export interface ReportColumn {
  header: Words;
  kind: ColumnKind;
  width?: number;
}

export const col = (es: string, en: string, kind: ColumnKind = 'text', width?: number) => ({
  header: { 'es-MX': es, en },
  kind,
  width,
});

export type Cell = string | number | Date | null;

/** The resolved range: calendar days in the tenant's time zone, both included. */
export interface ReportRange {
  startDate: string;
  endDate: string;
  timeZone: string;
}

/** What a report's query needs to know. */
export interface ReportQuery<F = unknown> {
  tenantId: number;
  locale: Locale;
  range: ReportRange;
  filters: F;
}

/** One row as written: the keyset cursor (ascending id) and the cells in column order. */
export interface ReportRow {
  id: number;
  cells: Cell[];
}

export interface ReportDefinition<F = unknown> {
  key: ReportKey;
  name: Words;
  sheet: Words;
  columns: ReportColumn[];
  /** False for snapshots (fiscal data: spec 1 §7 says it takes no parameters). */
  ranged: boolean;
  /**
   * Rows with id greater than `after`, ascending, at most `limit`. Absent while the product
   * keeps no such records yet: the workbook then has its headers and no rows.
   */
  batch?: (tx: Tx, q: ReportQuery<F>, after: number, limit: number) => Promise<ReportRow[]>;
}

/** `column` inside the range: from the first day's midnight to the midnight after the last. */
export function inRange(column: AnyColumn | SQL, range: ReportRange): SQL {
  return sql`${column} >= (${range.startDate}::date)::timestamp at time zone ${range.timeZone}
    and ${column} < ((${range.endDate}::date + 1)::timestamp at time zone ${range.timeZone})`;
}

/** An instant as the tenant's wall-clock text, read back by `wallClock`. */
export const localTime = (column: AnyColumn | SQL, timeZone: string) =>
  sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The wall-clock text as a Date whose UTC fields are that clock (what Excel shows). */
export const wallClock = (text: string | null): Date | null => (text ? new Date(`${text}Z`) : null);

/** Integer centavos as pesos (a number the sheet formats with 2 decimals). */
export const pesos = (cents: number | string | null | undefined): number | null =>
  cents === null || cents === undefined ? null : Number(cents) / 100;

export const yesNo = (value: boolean | null | undefined, locale: Locale) =>
  value ? (locale === 'en' ? 'Yes' : 'Sí') : 'No';

/** A word from a map of enum values, or the value itself when the map lacks it. */
export const wordOf = (
  map: Record<string, Words>,
  value: string | null | undefined,
  locale: Locale,
): string | null => (value == null ? null : (map[value]?.[locale] ?? value));

export const fullName = (name: string | null, lastName: string | null) =>
  name ? `${name} ${lastName ?? ''}`.trim() : null;
