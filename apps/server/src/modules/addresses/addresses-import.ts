import { isMexico, stripAccents, validationText, type Locale } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readSpreadsheet, writeSpreadsheet } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import './addresses-messages';
import { postalCodePlaces } from '../countries/postal-places';
import {
  checkAddressInput,
  placeErrors,
  type CountryRef,
  type SavedAddressInput,
} from './address-input';
import { countryRows, insertAddressRows, type AddressValues } from './addresses.repository';
import { addressOwner } from './addresses.service';

/** A file's rows beyond this are refused: an address book, not a data migration. */
export const MAX_ADDRESS_IMPORT_ROWS = 5_000;

/** Columns of the import, in the example's order, with the header names each one answers to. */
const COLUMNS: { field: keyof SavedAddressInput | 'country'; names: string[] }[] = [
  { field: 'aka', names: ['alias', 'aka', 'nombre corto'] },
  { field: 'name', names: ['nombre', 'name', 'contacto', 'contact'] },
  { field: 'company', names: ['empresa', 'company', 'compania'] },
  { field: 'email', names: ['correo', 'email', 'correo electronico', 'e-mail'] },
  { field: 'calling_code', names: ['lada', 'calling code', 'codigo de pais', 'calling_code'] },
  { field: 'phone', names: ['telefono', 'phone', 'tel'] },
  { field: 'rfc', names: ['rfc'] },
  { field: 'country', names: ['pais', 'country'] },
  { field: 'state', names: ['estado', 'state'] },
  { field: 'city', names: ['ciudad', 'city', 'municipio'] },
  { field: 'neighborhood', names: ['colonia', 'neighborhood'] },
  { field: 'street', names: ['calle', 'street'] },
  { field: 'number', names: ['numero', 'number', 'numero exterior', 'no. exterior'] },
  { field: 'interior_number', names: ['interior', 'numero interior', 'interior_number'] },
  { field: 'postal_code', names: ['codigo postal', 'cp', 'postal code', 'postal_code'] },
  { field: 'reference', names: ['referencia', 'reference'] },
];

const normal = (s: string) => stripAccents(s).trim().toLowerCase().replace(/\s+/g, ' ');

/** The example file: the headers (Spanish) and two rows that import as they are. */
export function addressesExample(): Promise<Buffer> {
  return writeSpreadsheet(
    'Direcciones',
    COLUMNS.map((c) => c.names[0]!.replace(/^./, (l) => l.toUpperCase())),
    [
      [
        'Bodega',
        'Ana Lopez',
        'Tienda Norte',
        'ana@example.com',
        '52',
        '8112345678',
        '',
        'México',
        'Nuevo León',
        'Monterrey',
        'Monterrey Centro',
        'Av. Juarez',
        '100',
        '',
        '64000',
        'Porton negro',
      ],
      [
        'Oficina',
        'Luis Perez',
        'Tienda Norte',
        'luis@example.com',
        '52',
        '5512345678',
        '',
        'México',
        'Ciudad de México',
        'Ciudad de Mexico',
        'Roma Norte',
        'Orizaba',
        '20',
        '3',
        '06700',
        '',
      ],
    ],
  );
}

/**
 * POST addresses/import: a CSV or .xlsx with a header row; columns found by their header
 * (Spanish or English, accents and case ignored), the country by its name or ISO code in the
 * catalogue, phone and postal code read as text. Every row is checked like the form; any bad
 * row answers all the errors with row numbers, and nothing is saved.
 */
export async function importAddresses(
  ctx: ServiceContext,
  bytes: Buffer,
): Promise<{ imported: number; skipped: number }> {
  authorize(ctx, 'create', 'Address');
  const owner = addressOwner(ctx);
  const sheet = (await readSpreadsheet(bytes, 'file', { allowCsv: true })).filter((r) =>
    r.some((c) => c.trim()),
  );
  const [header, ...rows] = sheet;
  if (!header || rows.length === 0) throw fieldError('file', 'v.import_no_rows');
  if (rows.length > MAX_ADDRESS_IMPORT_ROWS)
    throw new AppError('validation_failed', undefined, {
      fields: {
        file: [validationText('v.import_too_many', ctx.locale, { max: MAX_ADDRESS_IMPORT_ROWS })],
      },
    });
  const positions = columnPositions(header, ctx.locale);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const countries = await countryRows(tx);
    const byName = new Map<string, { id: number; code: string | null }>();
    for (const c of countries) {
      for (const n of [c.name, c.nameEn, c.code]) if (n) byName.set(normal(n), c);
    }
    const checked: { row: number; country: CountryRef | null; values: AddressValues }[] = [];
    const errors: { row: number; text: string }[] = [];
    const fail = (row: number, field: string, message: string) =>
      errors.push({ row, text: rowError(ctx.locale, row, field, message) });
    rows.forEach((cells, i) => {
      const rowNumber = i + 2;
      const cell = (field: string) => (cells[positions.get(field) ?? -1] ?? '').trim();
      const countryText = cell('country');
      const country = countryText ? byName.get(normal(countryText)) : undefined;
      if (countryText && !country) {
        fail(
          rowNumber,
          'country',
          validationText('v.country_unknown', ctx.locale, { name: countryText }),
        );
        return;
      }
      const input: Record<string, unknown> = { country_id: country?.id ?? null };
      for (const c of COLUMNS) if (c.field !== 'country') input[c.field] = cell(c.field) || null;
      for (const required of [
        'name',
        'company',
        'email',
        'phone',
        'aka',
        'city',
        'street',
        'number',
        'postal_code',
      ])
        input[required] ??= '';
      input.calling_code ||= '52';
      const result = checkAddressInput(input as SavedAddressInput, country ?? null, ctx.locale);
      if ('errors' in result) {
        for (const [field, messages] of Object.entries(result.errors))
          fail(rowNumber, field, messages.join(', '));
      } else checked.push({ row: rowNumber, country: country ?? null, values: result.values });
    });
    // Every Mexican row's state and city against SEPOMEX, in one look-up.
    const found = await postalCodePlaces(
      tx,
      checked.filter((c) => isMexico(c.country?.code)).map((c) => c.values.postalCode),
    );
    for (const c of checked) {
      const wrong = placeErrors(c.values, c.country, found, ctx.locale);
      for (const [field, messages] of Object.entries(wrong ?? {}))
        fail(c.row, field, messages.join(', '));
    }
    if (errors.length) {
      const file = errors.sort((a, b) => a.row - b.row).map((e) => e.text);
      throw new AppError('validation_failed', undefined, { fields: { file: file.slice(0, 50) } });
    }
    const values = checked.map((c) => c.values);
    await insertAddressRows(tx, ctx.tenant.id, owner, values);
    return { imported: values.length, skipped: 0 };
  });
}

function rowError(locale: Locale, row: number, field: string, message: string): string {
  return validationText('v.import_row', locale, { row, message: `${field}: ${message}` });
}

/** Where each known column is; an unknown header is refused so a typo does not lose a field. */
function columnPositions(header: string[], locale: Locale): Map<string, number> {
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  header.forEach((h, i) => {
    if (!h.trim()) return;
    const column = COLUMNS.find((c) => c.names.includes(normal(h)));
    if (column) positions.set(column.field, i);
    else unknown.push(h.trim());
  });
  if (unknown.length || !positions.has('name'))
    throw new AppError('validation_failed', undefined, {
      fields: {
        file: [validationText('v.import_header', locale, { columns: unknown.join(', ') || '—' })],
      },
    });
  return positions;
}
