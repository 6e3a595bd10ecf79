import {
  OVERWEIGHT_IMPORT_MAX_ROWS,
  validationText,
  type OverweightImportResult,
  type OverweightImportRow,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { fieldError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readSpreadsheet, writeSpreadsheet } from '../../lib/spreadsheet';
import { overweightStaff } from './overweight-access';
import { checkMeasurements } from './overweight-input';
import { overweightValues, shipmentProblem } from './overweight-record.service';
import { shipmentsByTracking, upsertOverweight } from './overweights.repository';

type Column = 'tracking' | 'weight' | 'volumetric' | 'length' | 'width' | 'height';

/** Header words (accents, case and spaces ignored), Spanish or English. */
const HEADERS: Record<Column, string[]> = {
  tracking: [
    'tracking number',
    'tracking',
    'tracking_number',
    'guia',
    'numero de guia',
    'no. de guia',
  ],
  weight: [
    'carrier weight',
    'carrier_weight',
    'weight',
    'peso',
    'peso de la paqueteria',
    'peso (kg)',
  ],
  volumetric: [
    'volumetric weight',
    'carrier volumetric weight',
    'carrier_volumetric_weight',
    'peso volumetrico',
    'peso volumetrico (kg)',
  ],
  length: ['length', 'largo', 'largo (cm)', 'length (cm)'],
  width: ['width', 'ancho', 'ancho (cm)', 'width (cm)'],
  height: ['height', 'alto', 'alto (cm)', 'height (cm)'],
};
const REQUIRED: Column[] = ['tracking', 'weight'];
const NAMES: Record<Column, string> = {
  tracking: 'guía / tracking number',
  weight: 'peso / carrier weight',
  volumetric: 'peso volumétrico / volumetric weight',
  length: 'largo / length',
  width: 'ancho / width',
  height: 'alto / height',
};

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((cell, i) => {
    const word = norm(cell);
    for (const c of Object.keys(HEADERS) as Column[])
      if (at[c] === undefined && HEADERS[c].includes(word)) at[c] = i;
  });
  return at;
}

/**
 * POST overweights/import (staff): a carrier's .xlsx (header row, up to 5,000 rows). Each row is
 * matched to a shipment of the tenant by tracking number: a new overweight is created, an unpaid
 * one takes the new numbers; a number no shipment has is `unmatched`; a row whose weight is
 * wrong, not above what the label paid for, or whose overweight is already charged is an
 * `error` with the reason. Good rows are saved together, in one transaction.
 */
export async function importOverweights(
  ctx: ServiceContext,
  bytes: Buffer,
): Promise<OverweightImportResult> {
  await overweightStaff(ctx);
  const actor = requireActor(ctx);
  const sheet = await readSpreadsheet(bytes, 'files', { allowCsv: false });
  const [header = [], ...body] = sheet;
  const at = columnsOf(header);
  const missing = REQUIRED.filter((c) => at[c] === undefined);
  if (missing.length)
    throw fieldError(
      'files',
      validationText('v.overweight_import_headers', ctx.locale, {
        missing: missing.map((c) => NAMES[c]).join(', '),
      }),
    );
  const lines = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (!lines.length) throw fieldError('files', 'v.overweight_import_empty');
  if (lines.length > OVERWEIGHT_IMPORT_MAX_ROWS)
    throw fieldError(
      'files',
      validationText('v.overweight_import_too_many', ctx.locale, {
        max: OVERWEIGHT_IMPORT_MAX_ROWS,
      }),
    );
  const cell = (cells: string[], c: Column) => {
    const i = at[c];
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const say = (key: string) => validationText(key, ctx.locale);
  const rows: OverweightImportRow[] = [];
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const tracked = await shipmentsByTracking(tx, [
      ...new Set(lines.map(({ cells }) => cell(cells, 'tracking').slice(0, 40)).filter(Boolean)),
    ]);
    for (const { cells, row } of lines) {
      const tracking = cell(cells, 'tracking');
      const base = { row, tracking_number: tracking, overweight_id: null };
      const shipment = tracking ? tracked.get(tracking.slice(0, 40)) : undefined;
      if (!shipment) {
        rows.push({
          ...base,
          status: 'unmatched',
          message: say('v.overweight_tracking_not_found'),
        });
        continue;
      }
      const measured = checkMeasurements({
        carrier_weight: cell(cells, 'weight'),
        carrier_volumetric_weight: cell(cells, 'volumetric'),
        length: cell(cells, 'length'),
        width: cell(cells, 'width'),
        height: cell(cells, 'height'),
      });
      if (!measured.ok) {
        const [field, keys] = Object.entries(measured.fields)[0]!;
        rows.push({ ...base, status: 'error', message: `${field}: ${say(keys[0]!)}` });
        continue;
      }
      const problem = shipmentProblem(shipment);
      if (problem) {
        rows.push({ ...base, status: 'error', message: say(problem) });
        continue;
      }
      const values = overweightValues(ctx, shipment, measured.value, actor.id);
      if (typeof values === 'string') {
        rows.push({ ...base, status: 'error', message: values });
        continue;
      }
      const saved = await upsertOverweight(tx, values);
      if (!saved) rows.push({ ...base, status: 'error', message: say('v.overweight_exists') });
      else
        rows.push({
          ...base,
          status: saved.created ? 'created' : 'updated',
          overweight_id: saved.row.id,
          message: null,
        });
    }
  });
  const countOf = (s: OverweightImportRow['status']) => rows.filter((r) => r.status === s).length;
  return {
    created: countOf('created'),
    updated: countOf('updated'),
    unmatched: countOf('unmatched'),
    errors: countOf('error'),
    rows,
  };
}

/** GET overweights/import/example: the file's headers in the reader's language and one row. */
export async function overweightsImportExample(ctx: ServiceContext): Promise<Buffer> {
  await overweightStaff(ctx);
  const en = ctx.locale === 'en';
  return writeSpreadsheet(
    en ? 'Overweights' : 'Sobrepesos',
    en
      ? ['Tracking number', 'Carrier weight', 'Length', 'Width', 'Height', 'Volumetric weight']
      : ['Guía', 'Peso', 'Largo', 'Ancho', 'Alto', 'Peso volumétrico'],
    [['794651234567', '7.5', '40', '30', '25', '6']],
  );
}
