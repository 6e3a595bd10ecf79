import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { Locale, Transaction } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { formatDateTime } from '../../../lib/format';
import { TransactionAmount } from './TransactionAmount';
import { transactionDescription } from './transaction-description';
import { TransactionInvoiceCell, type TransactionInvoiceOptions } from './TransactionInvoiceCell';
import { TransactionStatusChip } from './TransactionStatusChip';

const column = createColumnHelper<Transaction>();

interface ColumnOptions {
  locale: Locale;
  timeZone: string;
  /** Staff lists of the whole tenant show whose account each row is. */
  showUser: boolean;
  /** The invoice column (request, requested chip, download); absent when invoicing is off. */
  invoice?: TransactionInvoiceOptions;
}

const caption = (text: string) => (
  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Typography>
);

/** The shipment a row belongs to, linked to the shipments list filtered to it. */
function ShipmentCell({ transaction: tr, t }: { transaction: Transaction; t: TFunction }) {
  if (!tr.shipment) return <>—</>;
  const { number, tracking_numbers } = tr.shipment;
  return (
    <Stack spacing={0}>
      <Link
        component={RouterLink}
        to={`${pathTo('shipments')}?number=${number}`}
        aria-label={t('transactions.openShipment', { number })}
      >
        {t('transactions.shipmentLink', { number })}
      </Link>
      {tracking_numbers.length > 0 && caption(tracking_numbers.join(', '))}
    </Stack>
  );
}

/** Spec 3 §2: id, user, amount, shipment, type, status, created date, invoice. */
export const transactionColumns = (t: TFunction, o: ColumnOptions) => [
  column.accessor('sequential_id', {
    header: t('transactions.columns.id'),
    meta: { primary: true, sortable: true },
    cell: (c) => `#${c.getValue()}`,
  }),
  ...(o.showUser
    ? [
        column.display({
          id: 'user',
          header: t('transactions.columns.user'),
          cell: ({ row: { original: tr } }) => (
            <Stack spacing={0} sx={{ minWidth: 0 }}>
              <span>{`${tr.user.name} ${tr.user.last_name}`}</span>
              {caption(tr.user.email)}
            </Stack>
          ),
        }),
      ]
    : []),
  column.accessor('amount', {
    header: t('transactions.columns.amount'),
    meta: { align: 'right' },
    cell: ({ row: { original: tr } }) => <TransactionAmount transaction={tr} locale={o.locale} />,
  }),
  column.display({
    id: 'shipment',
    header: t('transactions.columns.shipment'),
    cell: ({ row: { original: tr } }) => <ShipmentCell transaction={tr} t={t} />,
  }),
  column.accessor('transaction_type', {
    header: t('transactions.columns.type'),
    cell: ({ row: { original: tr } }) => (
      <Stack spacing={0} sx={{ minWidth: 0 }}>
        <span>{t(`transactions.types.${tr.transaction_type}`)}</span>
        {transactionDescription(t, tr) && caption(transactionDescription(t, tr))}
      </Stack>
    ),
  }),
  column.accessor('status', {
    header: t('transactions.columns.status'),
    cell: (c) => <TransactionStatusChip status={c.getValue()} />,
  }),
  column.accessor('created_at', {
    header: t('transactions.columns.created_at'),
    meta: { sortable: true },
    cell: ({ row: { original: tr } }) => (
      <Stack spacing={0}>
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(tr.created_at, o.locale, o.timeZone)}
        </span>
        {/* Who did it: the app, staff (by name to staff), or the account's own people (named
            to staff only: a customer's own purchases need no caption). */}
        {tr.created_by.kind === 'app'
          ? caption(t('transactions.app'))
          : tr.created_by.name
            ? caption(tr.created_by.name)
            : tr.created_by.staff && caption(t('transactions.staff'))}
      </Stack>
    ),
  }),
  ...(o.invoice
    ? [
        column.display({
          id: 'invoice',
          header: t('invoices.columns.invoice'),
          cell: ({ row: { original: tr } }) => (
            <TransactionInvoiceCell transaction={tr} o={o.invoice!} />
          ),
        }),
      ]
    : []),
];
