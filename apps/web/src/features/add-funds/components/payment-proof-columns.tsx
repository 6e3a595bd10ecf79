import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Locale, PaymentProof } from '@despacho/shared';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { PaymentProofFileLinks } from './PaymentProofFileLinks';
import { PaymentProofStatusChip } from './PaymentProofStatusChip';

const column = createColumnHelper<PaymentProof>();

const caption = (text: string) => (
  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Typography>
);

interface Format {
  locale: Locale;
  timeZone: string;
}

/** Status, and for a reviewed proof who reviewed it and (rejected) why. */
function StatusCell({ proof, t, f }: { proof: PaymentProof; t: TFunction; f: Format }) {
  return (
    <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 0, maxWidth: 320 }}>
      <PaymentProofStatusChip status={proof.status} />
      {proof.reject_reason &&
        caption(t('paymentProofs.reasonShown', { reason: proof.reject_reason }))}
      {proof.reviewer &&
        caption(
          t('paymentProofs.reviewedBy', {
            name: proof.reviewer.name,
            date: formatDateTime(proof.reviewed_at, f.locale, f.timeZone),
          }),
        )}
    </Stack>
  );
}

const common = (t: TFunction, f: Format, sortable: boolean) => ({
  amount: column.accessor('amount', {
    header: t('paymentProofs.columns.amount'),
    meta: { sortable, align: 'right' },
    cell: (c) => `${formatMoney(c.getValue(), f.locale)} MXN`,
  }),
  transactionDate: column.accessor('transaction_date', {
    header: t('paymentProofs.columns.transaction_date'),
    meta: { sortable },
    cell: (c) => formatDate(c.getValue(), f.locale),
  }),
  createdAt: column.accessor('created_at', {
    header: t('paymentProofs.columns.created_at'),
    meta: { sortable },
    cell: (c) => formatDateTime(c.getValue(), f.locale, f.timeZone),
  }),
  status: column.display({
    id: 'status',
    header: t('paymentProofs.columns.status'),
    cell: ({ row: { original } }) => <StatusCell proof={original} t={t} f={f} />,
  }),
  files: column.display({
    id: 'files',
    header: t('paymentProofs.columns.files'),
    cell: ({ row: { original } }) => <PaymentProofFileLinks proof={original} />,
  }),
});

/** The customer's own proofs on the bank tab. */
export const ownProofColumns = (t: TFunction, f: Format) => {
  const c = common(t, f, false);
  return [
    { ...c.createdAt, meta: { primary: true } },
    c.amount,
    c.transactionDate,
    c.status,
    c.files,
  ];
};

interface ReviewActions {
  onApprove: (proof: PaymentProof) => void;
  onReject: (proof: PaymentProof) => void;
}

/** The staff's review queue: whose, how much, when, the files, and approve / reject. */
export const reviewProofColumns = (t: TFunction, f: Format, actions: ReviewActions) => {
  const c = common(t, f, true);
  return [
    column.display({
      id: 'user',
      header: t('paymentProofs.columns.user'),
      meta: { primary: true },
      cell: ({ row: { original: p } }) => (
        <Stack spacing={0} sx={{ minWidth: 0 }}>
          <span>{p.user.name}</span>
          {caption(p.user.email)}
        </Stack>
      ),
    }),
    c.amount,
    c.transactionDate,
    c.createdAt,
    c.files,
    c.status,
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: p } }) =>
        p.status === 'pending' ? (
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={<Check />}
              onClick={() => actions.onApprove(p)}
              aria-label={t('paymentProofs.approveNamed', { name: p.user.name })}
            >
              {t('paymentProofs.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<Close />}
              onClick={() => actions.onReject(p)}
              aria-label={t('paymentProofs.rejectNamed', { name: p.user.name })}
            >
              {t('paymentProofs.reject')}
            </Button>
          </Stack>
        ) : null,
    }),
  ];
};
