import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Invoice, Locale } from '@despacho/shared';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { InvoiceStatusChip } from './InvoiceStatusChip';

const column = createColumnHelper<Invoice>();

export interface InvoiceActions {
  onGenerate: (invoice: Invoice) => void;
  onReject: (invoice: Invoice) => void;
  /** Absent for staff who may not cancel at SAT (operators generate and reject only). */
  onCancel?: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
}

interface ColumnOptions {
  locale: Locale;
  timeZone: string;
  /** Staff: the user column and the generate, reject and cancel actions. */
  staff: boolean;
  group: 'pending' | 'generated';
  actions: InvoiceActions;
}

const caption = (text: string) => (
  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Typography>
);

/**
 * SAT's answer to a cancellation still open: in process (the receptor must accept in SAT's
 * buzón tributario; the customer is that receptor) or refused (the invoice stays valid).
 */
function cancelStatusText(t: TFunction, status: string, staff: boolean): string {
  if (status === 'in_process')
    return t(
      staff ? 'invoices.cancelStatuses.in_process' : 'invoices.cancelStatuses.in_process_customer',
    );
  if (status === 'refused') return t('invoices.cancelStatuses.refused');
  return t('invoices.cancelStatus', { status });
}

function ActionsCell({ invoice, t, o }: { invoice: Invoice; t: TFunction; o: ColumnOptions }) {
  const { actions } = o;
  const open = invoice.status === 'pending' || invoice.status === 'stamping';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {o.staff && open && (
        <Button size="small" variant="contained" onClick={() => actions.onGenerate(invoice)}>
          {t('invoices.generate')}
        </Button>
      )}
      {o.staff && invoice.status === 'pending' && (
        <Button size="small" color="error" onClick={() => actions.onReject(invoice)}>
          {t('invoices.reject')}
        </Button>
      )}
      {(invoice.status === 'generated' || invoice.status === 'cancelled') && (
        <Button
          size="small"
          onClick={() => actions.onDownload(invoice)}
          aria-label={t('invoices.downloadLabel', { id: invoice.id })}
        >
          {t('invoices.download')}
        </Button>
      )}
      {o.staff && invoice.status === 'generated' && actions.onCancel && (
        <Button size="small" color="error" onClick={() => actions.onCancel?.(invoice)}>
          {t('invoices.cancel')}
        </Button>
      )}
    </Stack>
  );
}

/** Spec 3 §2: the pending table (status and reason) and the generated one (UUID, total, date). */
export const invoiceColumns = (t: TFunction, o: ColumnOptions) => [
  column.accessor('id', {
    header: t('invoices.columns.id'),
    meta: { primary: true, sortable: true },
    cell: (c) => `#${c.getValue()}`,
  }),
  column.display({
    id: 'transaction',
    header: t('invoices.columns.transaction'),
    cell: ({ row: { original: i } }) => (
      <Stack spacing={0}>
        <span>{`#${i.transaction.sequential_id}`}</span>
        {caption(`${formatMoney(i.transaction.amount, o.locale)} MXN`)}
      </Stack>
    ),
  }),
  ...(o.staff
    ? [
        column.display({
          id: 'user',
          header: t('invoices.columns.user'),
          cell: ({ row: { original: i } }) => (
            <Stack spacing={0} sx={{ minWidth: 0 }}>
              <span>{`${i.user.name} ${i.user.last_name}`}</span>
              {caption(i.user.email)}
            </Stack>
          ),
        }),
      ]
    : []),
  ...(o.group === 'generated'
    ? [
        column.accessor('uuid', {
          header: t('invoices.columns.uuid'),
          cell: ({ row: { original: i } }) => (
            <Stack spacing={0}>
              <span style={{ overflowWrap: 'anywhere' }}>{i.uuid ?? '—'}</span>
              {i.cancel_status &&
                i.status !== 'cancelled' &&
                caption(cancelStatusText(t, i.cancel_status, o.staff))}
            </Stack>
          ),
        }),
        column.accessor('total', {
          header: t('invoices.columns.total'),
          meta: { align: 'right' },
          cell: (c) => (c.getValue() ? formatMoney(c.getValue()!, o.locale) : '—'),
        }),
        column.accessor('stamped_at', {
          header: t('invoices.columns.stamped_at'),
          meta: { sortable: true },
          cell: (c) => (c.getValue() ? formatDateTime(c.getValue()!, o.locale, o.timeZone) : '—'),
        }),
      ]
    : [
        column.accessor('created_at', {
          header: t('invoices.columns.requested_at'),
          meta: { sortable: true },
          cell: (c) => formatDateTime(c.getValue(), o.locale, o.timeZone),
        }),
      ]),
  column.accessor('status', {
    header: t('invoices.columns.status'),
    cell: ({ row: { original: i } }) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <InvoiceStatusChip status={i.status} />
        {i.rejection_reason && caption(t('invoices.reason', { reason: i.rejection_reason }))}
        {o.staff && i.last_error && caption(t('invoices.lastError', { error: i.last_error }))}
      </Stack>
    ),
  }),
  column.display({
    id: 'actions',
    header: t('invoices.columns.actions'),
    cell: ({ row: { original: i } }) => <ActionsCell invoice={i} t={t} o={o} />,
  }),
];
