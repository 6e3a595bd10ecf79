import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { withTenant } from '../../db/tenant-tx';
import { describeTransaction } from '../ledger/ledger-descriptions';
import { AppError, notFound } from '../../http/app-error';
import { authorize, isDeveloper } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import {
  findAccount,
  transactionBatch,
  transactionWhere,
  type TransactionView,
} from './transactions.repository';
import { transactionListParams } from './transactions.service';

const BATCH = 2_000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const WORDS = {
  'es-MX': {
    sheet: 'Movimientos',
    headers: [
      'Número',
      'Fecha',
      'Tipo',
      'Estado',
      'Monto (MXN)',
      'Descripción',
      'Envío',
      'Guía',
      'Registrado por',
    ],
    deposit: 'Depósito',
    withdraw: 'Retiro',
    cleared: 'Aplicado',
    pending: 'Pendiente',
    rejected: 'Rechazado',
    app: 'Sistema',
    deposits: 'Depósitos aplicados',
    withdrawals: 'Retiros aplicados',
    net: 'Neto aplicado',
  },
  en: {
    sheet: 'Transactions',
    headers: [
      'Number',
      'Date',
      'Type',
      'Status',
      'Amount (MXN)',
      'Description',
      'Shipment',
      'Tracking number',
      'Recorded by',
    ],
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    cleared: 'Cleared',
    pending: 'Pending',
    rejected: 'Rejected',
    app: 'System',
    deposits: 'Cleared deposits',
    withdrawals: 'Cleared withdrawals',
    net: 'Cleared net',
  },
} as const;

/**
 * The instant as the tenant's wall clock, stored as a date without zone: spreadsheets have no
 * time zones, so the cell shows the hour people in Monterrey saw.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!),
  );
}

/** "Carmen Clienta" → Carmen_Clienta.xlsx (ASCII), and the UTF-8 name for browsers that read it. */
export function exportFilename(name: string, lastName: string): { ascii: string; utf8: string } {
  const full = `${name} ${lastName}`.trim().replace(/\s+/g, '_');
  const ascii =
    full
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_.-]/g, '') || 'movimientos';
  return { ascii: `${ascii}.xlsx`, utf8: `${full.replace(/[\\/"]/g, '')}.xlsx` };
}

/** Pesos as a number with 2 decimals, signed the way the balance moved. */
const pesos = (v: TransactionView) =>
  (v.row.transactionType === 'deposit' ? v.row.amountCents : -v.row.amountCents) / 100;

/**
 * GET users/{id}/transactions/export (developers): the user's rows, newest first, as .xlsx,
 * streamed (exceljs' streaming writer; batches of 2,000 read by id, each its own short
 * transaction), then the cleared deposits, withdrawals and net, which for an unfiltered export
 * equal the account's balance.
 */
export async function exportUserTransactions(
  ctx: ServiceContext,
  userId: number,
  query: Parameters<typeof transactionListParams>[0],
): Promise<{ filename: { ascii: string; utf8: string }; stream: Readable }> {
  authorize(ctx, 'read', 'Transaction');
  if (!isDeveloper(ctx)) throw new AppError('forbidden');
  const account = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findAccount(tx, userId));
  if (!account) throw notFound();
  const { filters } = transactionListParams(query);
  const scope = { tenantId: ctx.tenant.id, accountId: account.id };
  const out = new PassThrough();
  void writeWorkbook(ctx, out, (before) =>
    withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      transactionBatch(tx, transactionWhere(tx, scope, filters), before, BATCH),
    ),
  ).catch((err: unknown) => {
    ctx.log.error({ err }, 'transactions export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return { filename: exportFilename(account.name, account.lastName), stream: out };
}

async function writeWorkbook(
  ctx: ServiceContext,
  out: PassThrough,
  batch: (before: number | null) => Promise<TransactionView[]>,
): Promise<void> {
  const w = WORDS[ctx.locale];
  const timeZone = ctx.tenant.timeZone;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(w.sheet);
  sheet.columns = [
    { width: 10 },
    { width: 18, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { width: 12 },
    { width: 12 },
    { width: 16, style: { numFmt: '#,##0.00' } },
    { width: 48 },
    { width: 10 },
    { width: 24 },
    { width: 28 },
  ];
  const header = sheet.addRow([...w.headers]);
  header.font = { bold: true };
  header.commit();
  let deposits = 0;
  let withdrawals = 0;
  let cursor: number | null = null;
  for (;;) {
    const rows = await batch(cursor);
    if (!rows.length) break;
    cursor = rows[rows.length - 1]!.row.id;
    for (const v of rows) {
      const r = v.row;
      if (r.status === 'cleared') {
        if (r.transactionType === 'deposit') deposits += r.amountCents;
        else withdrawals += r.amountCents;
      }
      sheet
        .addRow([
          r.sequentialId,
          wallClock(r.createdAt, timeZone),
          w[r.transactionType],
          w[r.status],
          pesos(v),
          describeTransaction(r, ctx.locale),
          v.shipment?.number ?? null,
          v.shipment?.trackingNumber ?? null,
          v.creator ? `${v.creator.name} ${v.creator.lastName}` : w.app,
        ])
        .commit();
    }
  }
  sheet.addRow([]).commit();
  for (const [label, cents] of [
    [w.deposits, deposits],
    [w.withdrawals, -withdrawals],
    [w.net, deposits - withdrawals],
  ] as const) {
    const row = sheet.addRow([label, null, null, null, cents / 100]);
    row.font = { bold: true };
    row.commit();
  }
  sheet.commit();
  await book.commit();
}
