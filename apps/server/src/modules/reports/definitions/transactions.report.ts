import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shipments, transactions, users } from '../../../db/schema';
import {
  col,
  fullName,
  inRange,
  localTime,
  pesos,
  wallClock,
  wordOf,
  type ReportDefinition,
} from '../report-definition';
import { describeTransaction } from '../../ledger/ledger-descriptions';
import { SYSTEM_WORD, TRANSACTION_STATUS_WORDS, TRANSACTION_TYPE_WORDS } from '../report-words';

const creator = alias(users, 'creator');

/** The tenant's ledger rows in the range, oldest first; amounts signed as the balance moved. */
export const transactionsReport: ReportDefinition = {
  key: 'transactions',
  name: { 'es-MX': 'Movimientos', en: 'Transactions' },
  sheet: { 'es-MX': 'Movimientos', en: 'Transactions' },
  ranged: true,
  columns: [
    col('Número', 'Number', 'int'),
    col('Fecha', 'Date', 'datetime'),
    col('ID de usuario', 'User ID', 'int'),
    col('Usuario', 'User'),
    col('Correo', 'Email', 'text', 28),
    col('Tipo', 'Type', 'text', 12),
    col('Estado', 'Status', 'text', 12),
    col('Monto (MXN)', 'Amount (MXN)', 'money'),
    col('Descripción', 'Description', 'text', 40),
    col('Envío', 'Shipment', 'int'),
    col('Guía', 'Tracking number'),
    col('Registrado por', 'Recorded by'),
  ],
  async batch(tx, q, after, limit) {
    const rows = await tx
      .select({
        id: transactions.id,
        number: transactions.sequentialId,
        at: localTime(transactions.createdAt, q.range.timeZone),
        type: transactions.transactionType,
        status: transactions.status,
        cents: transactions.amountCents,
        description: transactions.description,
        descriptionCode: transactions.descriptionCode,
        descriptionParams: transactions.descriptionParams,
        userNumber: users.sequentialId,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        shipment: shipments.sequentialId,
        tracking: shipments.trackingNumber,
        creatorName: creator.name,
        creatorLastName: creator.lastName,
      })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(shipments, eq(shipments.id, transactions.shipmentId))
      .leftJoin(creator, eq(creator.id, transactions.createdBy))
      .where(and(inRange(transactions.createdAt, q.range), gt(transactions.id, after)))
      .orderBy(asc(transactions.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      cells: [
        r.number,
        wallClock(r.at),
        r.userNumber,
        fullName(r.name, r.lastName),
        r.email,
        wordOf(TRANSACTION_TYPE_WORDS, r.type, q.locale),
        wordOf(TRANSACTION_STATUS_WORDS, r.status, q.locale),
        pesos(r.type === 'deposit' ? r.cents : -r.cents),
        describeTransaction(r, q.locale),
        r.shipment,
        r.tracking,
        fullName(r.creatorName, r.creatorLastName) ?? SYSTEM_WORD[q.locale],
      ],
    }));
  },
};
