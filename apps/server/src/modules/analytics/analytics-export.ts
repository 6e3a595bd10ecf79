import ExcelJS from 'exceljs';
import type { Analytics, AnalyticsQuery, Locale } from '@despacho/shared';
import type { ServiceContext } from '../../http/context';
import { analytics } from './analytics.service';

type Cell = string | number | null;
interface Table {
  name: Record<Locale, string>;
  header: Record<Locale, string[]>;
  rows: Cell[][];
}

const money = (v: string | null) => (v === null ? null : Number(v));

const STATUS_WORDS: Record<Locale, Record<string, string>> = {
  'es-MX': {
    success: 'Generado',
    pending_cancellation: 'Cancelación solicitada',
    delivered: 'Entregado',
    canceled: 'Cancelado',
  },
  en: {
    success: 'Created',
    pending_cancellation: 'Cancellation requested',
    delivered: 'Delivered',
    canceled: 'Canceled',
  },
};

/** The page's figures as tables, in the reader's language (money as numbers, MXN). */
export function analyticsTables(a: Analytics, locale: Locale): Table[] {
  const t = a.totals;
  const tables: Table[] = [
    {
      name: { 'es-MX': 'Resumen', en: 'Summary' },
      header: { 'es-MX': ['Concepto', 'Valor'], en: ['Figure', 'Value'] },
      rows: [
        [locale === 'en' ? 'From' : 'Desde', a.from],
        [locale === 'en' ? 'To' : 'Hasta', a.to],
        [locale === 'en' ? 'Shipments' : 'Envíos', t.shipments],
        [locale === 'en' ? 'Spend (MXN)' : 'Gasto (MXN)', money(t.spend)],
        [locale === 'en' ? 'Billed kg' : 'Kg cobrados', Number(t.billed_kg)],
        [locale === 'en' ? 'Cost per kg (MXN)' : 'Costo por kg (MXN)', money(t.cost_per_kg)],
        [locale === 'en' ? 'Delivered' : 'Entregados', t.delivered],
        [
          locale === 'en' ? 'Average delivery days' : 'Días promedio de entrega',
          t.avg_delivery_days === null ? null : Number(t.avg_delivery_days),
        ],
        [locale === 'en' ? 'Overweights' : 'Sobrepesos', t.overweights],
        [
          locale === 'en' ? 'Overweight amount (MXN)' : 'Monto de sobrepesos (MXN)',
          money(t.overweight_amount),
        ],
      ],
    },
    {
      name: { 'es-MX': 'Por día', en: 'Per day' },
      header: {
        'es-MX': ['Fecha', 'Envíos', 'Gasto (MXN)', 'Sobrepesos', 'Monto sobrepesos (MXN)'],
        en: ['Date', 'Shipments', 'Spend (MXN)', 'Overweights', 'Overweight amount (MXN)'],
      },
      rows: a.per_day.map((d, i) => [
        d.date,
        d.shipments,
        money(d.spend),
        a.overweights_per_day[i]?.overweights ?? 0,
        money(a.overweights_per_day[i]?.amount ?? '0.00'),
      ]),
    },
    {
      name: { 'es-MX': 'Por paquetería', en: 'By carrier' },
      header: {
        'es-MX': ['Paquetería', 'Envíos', 'Gasto (MXN)'],
        en: ['Carrier', 'Shipments', 'Spend (MXN)'],
      },
      rows: a.by_carrier.map((c) => [c.name, c.shipments, money(c.spend)]),
    },
    {
      name: { 'es-MX': 'Por servicio', en: 'By service' },
      header: {
        'es-MX': ['Servicio', 'Paquetería', 'Envíos', 'Gasto (MXN)'],
        en: ['Service', 'Carrier', 'Shipments', 'Spend (MXN)'],
      },
      rows: a.by_service.map((s) => [s.name, s.carrier, s.shipments, money(s.spend)]),
    },
    {
      name: { 'es-MX': 'Por estado', en: 'By status' },
      header: { 'es-MX': ['Estado', 'Envíos'], en: ['Status', 'Shipments'] },
      rows: a.by_status.map((s) => [STATUS_WORDS[locale][s.status] ?? s.status, s.shipments]),
    },
    {
      name: { 'es-MX': 'Tiempos de entrega', en: 'Delivery times' },
      header: {
        'es-MX': ['Paquetería', 'Entregados', 'Días promedio'],
        en: ['Carrier', 'Delivered', 'Average days'],
      },
      rows: a.delivery_by_carrier.map((c) => [c.name, c.delivered, Number(c.avg_days)]),
    },
  ];
  if (a.margins) {
    const words = {
      'es-MX': {
        carrier_cost: 'Costo de paquetería (MXN)',
        platform: 'Margen plataforma (MXN)',
        tenant: 'Margen dueño (MXN)',
        admin: 'Margen administrador (MXN)',
      },
      en: {
        carrier_cost: 'Carrier cost (MXN)',
        platform: 'Platform margin (MXN)',
        tenant: 'Tenant owner margin (MXN)',
        admin: 'Admin margin (MXN)',
      },
    }[locale];
    const keys = (['carrier_cost', 'platform', 'tenant', 'admin'] as const).filter(
      (k) => a.margins!.total[k] !== null,
    );
    tables.push({
      name: { 'es-MX': 'Márgenes', en: 'Margins' },
      header: {
        'es-MX': ['Fecha', ...keys.map((k) => words[k])],
        en: ['Date', ...keys.map((k) => words[k])],
      },
      rows: [
        ...a.margins.per_day.map((d) => [d.date, ...keys.map((k) => money(d[k]))]),
        [locale === 'en' ? 'Total' : 'Total', ...keys.map((k) => money(a.margins!.total[k]))],
      ],
    });
  }
  return tables;
}

const csvCell = (v: Cell) => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * GET analytics/export: the same figures as the page — an .xlsx with one sheet per table, or
 * one CSV with the tables one after another (each under its name, a blank line between).
 */
export async function exportAnalytics(
  ctx: ServiceContext,
  q: AnalyticsQuery,
  format: 'xlsx' | 'csv',
): Promise<Buffer> {
  const tables = analyticsTables(await analytics(ctx, q), ctx.locale);
  if (format === 'csv') {
    const lines: string[] = [];
    for (const t of tables) {
      if (lines.length) lines.push('');
      lines.push(csvCell(t.name[ctx.locale]), t.header[ctx.locale].map(csvCell).join(','));
      for (const r of t.rows) lines.push(r.map(csvCell).join(','));
    }
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const book = new ExcelJS.Workbook();
  for (const t of tables) {
    const sheet = book.addWorksheet(t.name[ctx.locale]);
    sheet.addRow(t.header[ctx.locale]).font = { bold: true };
    for (const r of t.rows) sheet.addRow(r);
    sheet.columns.forEach((c, i) => (c.width = i === 0 ? 28 : 18));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
