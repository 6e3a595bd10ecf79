import ExcelJS from 'exceljs';
import type { Locale } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import type { ServiceContext } from '../../http/context';
import { wallClock } from '../transactions/transactions-export';
import { overweightReader } from './overweight-access';
import { filtersOf, whereOfBody } from './overweight-filters';
import { overweightViewBatch, type OverweightView } from './overweights.repository';

const BATCH = 2_000;

const STATUS_WORDS: Record<Locale, Record<string, string>> = {
  'es-MX': {
    unpaid: 'Sin cobrar',
    paid: 'Cobrado',
    rebated: 'En disputa',
    refunded: 'Reembolsado',
  },
  en: { unpaid: 'Unpaid', paid: 'Paid', rebated: 'Rebate requested', refunded: 'Refunded' },
};

interface Col {
  header: Record<Locale, string>;
  width: number;
  numFmt?: string;
  staff?: true;
  value: (v: OverweightView, locale: Locale, timeZone: string) => string | number | Date | null;
}

const kg = (g: number | null) => (g === null ? null : g / 1000);

const COLUMNS: Col[] = [
  { header: { 'es-MX': 'ID', en: 'ID' }, width: 8, value: (v) => v.row.id },
  {
    header: { 'es-MX': 'Fecha', en: 'Date' },
    width: 18,
    numFmt: 'yyyy-mm-dd hh:mm',
    value: (v, _l, tz) => wallClock(v.row.createdAt, tz),
  },
  { header: { 'es-MX': 'Envío', en: 'Shipment' }, width: 10, value: (v) => v.shipmentNumber },
  {
    header: { 'es-MX': 'Guía', en: 'Tracking number' },
    width: 22,
    value: (v) => v.row.trackingNumber,
  },
  {
    header: { 'es-MX': 'Usuario', en: 'User' },
    width: 24,
    staff: true,
    value: (v) => `${v.owner.name} ${v.owner.lastName}`.trim(),
  },
  {
    header: { 'es-MX': 'Correo', en: 'Email' },
    width: 28,
    staff: true,
    value: (v) => v.owner.email,
  },
  { header: { 'es-MX': 'Paquetería', en: 'Carrier' }, width: 18, value: (v) => v.carrierName },
  { header: { 'es-MX': 'Servicio', en: 'Service' }, width: 22, value: (v) => v.serviceName },
  {
    header: { 'es-MX': 'Peso cobrado (kg)', en: 'Billed weight (kg)' },
    width: 12,
    numFmt: '0.000',
    value: (v) => kg(v.row.billedWeightG),
  },
  {
    header: { 'es-MX': 'Peso de la paquetería (kg)', en: 'Carrier weight (kg)' },
    width: 12,
    numFmt: '0.000',
    value: (v) => kg(v.row.carrierWeightG),
  },
  {
    header: { 'es-MX': 'Peso volumétrico (kg)', en: 'Volumetric weight (kg)' },
    width: 12,
    numFmt: '0.000',
    value: (v) => kg(v.row.carrierVolumetricWeightG),
  },
  {
    header: { 'es-MX': 'Medidas (cm)', en: 'Dimensions (cm)' },
    width: 16,
    value: (v) => {
      const d = v.row.dimensions;
      return d ? `${d.length} x ${d.width} x ${d.height}` : null;
    },
  },
  {
    header: { 'es-MX': 'Sobrepeso (kg)', en: 'Overweight (kg)' },
    width: 12,
    numFmt: '0.000',
    value: (v) => kg(v.row.overweightG),
  },
  {
    header: { 'es-MX': 'Precio por kg (MXN)', en: 'Price per kg (MXN)' },
    width: 14,
    numFmt: '#,##0.00',
    value: (v) => v.row.unitPriceCents / 100,
  },
  {
    header: { 'es-MX': 'Monto (MXN)', en: 'Amount (MXN)' },
    width: 14,
    numFmt: '#,##0.00',
    value: (v) => v.row.amountCents / 100,
  },
  {
    header: { 'es-MX': 'Estado', en: 'Status' },
    width: 16,
    value: (v, l) => STATUS_WORDS[l][v.row.status] ?? v.row.status,
  },
  {
    header: { 'es-MX': 'Descripción de la evidencia', en: 'Evidence description' },
    width: 30,
    value: (v) => v.row.evidenceDescription,
  },
];

/**
 * POST overweights/export: the list's filters (customers: their account's rows, without user
 * columns), every matching row, oldest first, as overweights.xlsx in the reader's language.
 */
export async function exportOverweights(ctx: ServiceContext, body: unknown): Promise<Buffer> {
  const reader = await overweightReader(ctx);
  const filters = filtersOf(whereOfBody(body), reader);
  const columns = COLUMNS.filter((c) => !c.staff || reader.kind === 'staff');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(ctx.locale === 'en' ? 'Overweights' : 'Sobrepesos');
  sheet.columns = columns.map((c) => ({
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.addRow(columns.map((c) => c.header[ctx.locale])).font = { bold: true };
  let after = 0;
  for (;;) {
    const views = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      overweightViewBatch(tx, filters, after, BATCH),
    );
    if (!views.length) break;
    after = views[views.length - 1]!.row.id;
    for (const v of views)
      sheet.addRow(columns.map((c) => c.value(v, ctx.locale, ctx.tenant.timeZone)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
