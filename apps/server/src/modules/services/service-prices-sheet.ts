import {
  decimalPlaces,
  PRICE_COLUMN_NAMES,
  validationText,
  type Locale,
  type PriceColumn,
} from '@despacho/shared';
import { AppError, fieldError } from '../../http/app-error';
import { mayWriteCost, mayWriteMainCost, type Writer } from './service-prices-rules';

/** A sheet row read for the import: its Excel row number and the role's columns. */
export interface SheetRow {
  row: number;
  kg: number;
  price: number;
  admin_cost?: number;
  main_admin_cost?: number;
}

/** The columns a writer's file must have, exactly (issue 20): the ones the role may set. */
export function columnsFor(w: Writer): PriceColumn[] {
  const cols: PriceColumn[] = ['kg', 'price'];
  if (mayWriteCost(w)) cols.push('admin_cost');
  if (mayWriteMainCost(w)) cols.push('main_admin_cost');
  return cols;
}

/** The header the example file and the messages use for a column, in the caller's language. */
const HEADERS: Record<Locale, Record<PriceColumn, string>> = {
  'es-MX': { kg: 'kg', price: 'precio', admin_cost: 'costo', main_admin_cost: 'costo_principal' },
  en: { kg: 'kg', price: 'price', admin_cost: 'cost', main_admin_cost: 'main_admin_cost' },
};
export const headerName = (col: PriceColumn, locale: Locale) => HEADERS[locale][col];

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function columnOf(header: string): PriceColumn | undefined {
  const name = normal(header);
  return (Object.keys(PRICE_COLUMN_NAMES) as PriceColumn[]).find((col) =>
    (PRICE_COLUMN_NAMES[col] as readonly string[]).includes(name),
  );
}

function parseNumber(cell: string | undefined, decimals: number, min: number): number | string {
  const text = (cell ?? '')
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}\b)/g, '');
  if (text === '') return 'v.required';
  const n = Number(text);
  if (!Number.isFinite(n)) return 'v.number';
  if (n < min) return 'v.import_negative';
  if (decimalPlaces(n) > decimals) return decimals === 3 ? 'v.max_decimals_3' : 'v.money';
  return n;
}

/** A 422 on `file` listing every problem (the first 20). */
export const fileErrors = (errors: string[]) =>
  new AppError('validation_failed', undefined, { fields: { file: errors.slice(0, 20) } });

export const rowText = (row: number, message: string, locale: Locale) =>
  validationText('v.import_row', locale, { row, message });

/**
 * The sheet's rows for a writer. The first non-empty row is the header; its columns must be
 * exactly the writer's (any order, Spanish or English names). Every problem is reported with
 * its row number as the person sees it in Excel; any problem means nothing is saved.
 */
export function parsePriceSheet(rows: string[][], w: Writer, locale: Locale): SheetRow[] {
  const needs = columnsFor(w);
  const needsText = needs.map((c) => headerName(c, locale)).join(', ');
  const headerIndex = rows.findIndex((cells) => cells.some((c) => c.trim()));
  if (headerIndex < 0) throw fieldError('file', 'v.import_no_rows');
  const header = rows[headerIndex]!;
  const named = header.map((c) => (c.trim() ? columnOf(c) : undefined));
  const written = header.filter((c) => c.trim());
  if (written.every((c) => !Number.isNaN(Number(c.replace(/^\$/, '')))))
    throw fileErrors([validationText('v.import_header_missing', locale, { needs: needsText })]);
  const found = named.filter((c): c is PriceColumn => c !== undefined);
  const exact =
    written.length === needs.length &&
    found.length === needs.length &&
    new Set(found).size === needs.length &&
    needs.every((c) => found.includes(c));
  if (!exact)
    throw fileErrors([
      validationText('v.import_columns', locale, { has: written.join(', '), needs: needsText }),
    ]);

  const errors: string[] = [];
  const out: SheetRow[] = [];
  const seen = new Set<number>();
  rows.forEach((cells, i) => {
    if (i <= headerIndex || cells.every((c) => !c.trim())) return;
    const row: SheetRow = { row: i + 1, kg: 0, price: 0 };
    for (const [index, col] of named.entries()) {
      if (!col) continue;
      const value = parseNumber(cells[index], col === 'kg' ? 3 : 2, col === 'kg' ? 0.001 : 0);
      if (typeof value === 'string') {
        const message = `${header[index]!.trim()}: ${validationText(value, locale, { min: 0 })}`;
        errors.push(rowText(i + 1, message, locale));
        return;
      }
      row[col] = value;
    }
    if (seen.has(row.kg)) {
      errors.push(rowText(i + 1, validationText('v.duplicate_kg', locale), locale));
      return;
    }
    seen.add(row.kg);
    out.push(row);
  });
  if (errors.length) throw fileErrors(errors);
  if (!out.length) throw fieldError('file', 'v.import_no_rows');
  return out.sort((a, b) => a.kg - b.kg);
}
