import { and, asc, eq, gt } from 'drizzle-orm';
import { invoices, transactions, users } from '../../../db/schema';
import {
  col,
  inRange,
  localTime,
  pesos,
  wallClock,
  wordOf,
  type ReportDefinition,
} from '../report-definition';
import { INVOICE_STATUS_WORDS } from '../report-words';

/** Invoice requests made in the range, with their CFDI once stamped (spec 3 Invoice). */
export const invoicesReport: ReportDefinition = {
  key: 'invoices',
  name: { 'es-MX': 'Facturas', en: 'Invoices' },
  sheet: { 'es-MX': 'Facturas', en: 'Invoices' },
  ranged: true,
  columns: [
    col('ID', 'ID', 'int'),
    col('Fecha de solicitud', 'Requested at', 'datetime'),
    col('Estado', 'Status', 'text', 12),
    col('Movimiento', 'Transaction', 'int'),
    col('Monto (MXN)', 'Amount (MXN)', 'money'),
    col('ID de usuario', 'User ID', 'int'),
    col('Nombre', 'First name'),
    col('Apellido', 'Last name'),
    col('Correo', 'Email', 'text', 28),
    col('Serie y folio', 'Series and number', 'text', 14),
    col('Folio fiscal (UUID)', 'Fiscal folio (UUID)', 'text', 38),
    col('RFC receptor', 'Receiver RFC', 'text', 14),
    col('Subtotal (MXN)', 'Subtotal (MXN)', 'money'),
    col('IVA (MXN)', 'VAT (MXN)', 'money'),
    col('Total (MXN)', 'Total (MXN)', 'money'),
    col('Timbrada', 'Stamped at', 'datetime'),
    col('Cancelada', 'Cancelled at', 'datetime'),
    col('Motivo de rechazo', 'Rejection reason', 'text', 30),
  ],
  async batch(tx, q, after, limit) {
    const tz = q.range.timeZone;
    const rows = await tx
      .select({
        id: invoices.id,
        at: localTime(invoices.createdAt, tz),
        status: invoices.status,
        transaction: transactions.sequentialId,
        cents: transactions.amountCents,
        userNumber: users.sequentialId,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        serie: invoices.serie,
        folio: invoices.folio,
        uuid: invoices.uuid,
        receptor: invoices.receptor,
        subtotal: invoices.subtotalCents,
        iva: invoices.ivaCents,
        total: invoices.totalCents,
        stampedAt: localTime(invoices.stampedAt, tz),
        cancelledAt: localTime(invoices.cancelledAt, tz),
        reason: invoices.rejectionReason,
      })
      .from(invoices)
      .innerJoin(transactions, eq(transactions.id, invoices.transactionId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(and(inRange(invoices.createdAt, q.range), gt(invoices.id, after)))
      .orderBy(asc(invoices.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      cells: [
        r.id,
        wallClock(r.at),
        wordOf(INVOICE_STATUS_WORDS, r.status, q.locale),
        r.transaction,
        pesos(r.cents),
        r.userNumber,
        r.name,
        r.lastName,
        r.email,
        r.uuid ? [r.serie, r.folio].filter(Boolean).join('-') : null,
        r.uuid,
        r.uuid && typeof r.receptor?.rfc === 'string' ? r.receptor.rfc : null,
        r.uuid ? pesos(r.subtotal) : null,
        r.uuid ? pesos(r.iva) : null,
        r.uuid ? pesos(r.total) : null,
        wallClock(r.stampedAt),
        wallClock(r.cancelledAt),
        r.reason,
      ],
    }));
  },
};
