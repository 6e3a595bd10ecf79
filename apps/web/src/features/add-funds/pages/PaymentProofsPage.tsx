import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { usePaymentProofs } from '../api/payment-proof-lists';
import { useApprovePaymentProof, useRejectPaymentProof } from '../api/payment-proof-review';
import { reviewProofColumns } from '../components/payment-proof-columns';
import { PaymentProofRejectDialog } from '../components/PaymentProofRejectDialog';

const STATUS_TABS = ['pending', 'approved', 'rejected', 'all'] as const;
const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/**
 * /payment-proofs (staff who may update transactions): the bank-transfer proofs by status,
 * pending first. Each file opens in a new tab; approving asks first and credits the balance;
 * rejecting asks for the reason the customer will read.
 */
export function PaymentProofsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const timeZone = useTenant().data?.time_zone ?? 'America/Monterrey';
  const params = useListParams(['status'], DEFAULT_SORT);
  const status = params.filters.status ?? 'pending';
  const { data, isFetching, error, refetch } = usePaymentProofs(params.query);
  const approve = useApprovePaymentProof();
  const reject = useRejectPaymentProof();
  const [toApprove, setToApprove] = useState<PaymentProof | null>(null);
  const [toReject, setToReject] = useState<PaymentProof | null>(null);
  const money = (p: PaymentProof) => `${formatMoney(p.amount, currentLocale())} MXN`;

  const confirmApprove = () => {
    if (!toApprove) return;
    const proof = toApprove;
    approve.mutate(proof.id, {
      onSuccess: () =>
        notify(t('paymentProofs.approvedNotice', { amount: money(proof), name: proof.user.name })),
      onError: (error) => handleError(error),
      onSettled: () => setToApprove(null),
    });
  };
  const confirmReject = async (reason: string) => {
    if (!toReject) return;
    await reject.mutateAsync({ id: toReject.id, reason });
    notify(t('paymentProofs.rejectedNotice', { name: toReject.user.name }));
    setToReject(null);
  };

  return (
    <>
      <PageHeader title={t('paymentProofs.title')} />
      <Tabs
        value={status}
        onChange={(_, value: string) =>
          params.setFilter('status', value === 'pending' ? '' : value)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('paymentProofs.columns.status')}
        sx={{ mb: 2 }}
      >
        {STATUS_TABS.map((s) => (
          <Tab key={s} value={s} label={t(`paymentProofs.tabs.${s}`)} />
        ))}
      </Tabs>
      <DataTable<PaymentProof>
        label={t('paymentProofs.title')}
        columns={reviewProofColumns(
          t,
          { locale: currentLocale(), timeZone },
          { onApprove: setToApprove, onReject: setToReject },
        )}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(p) => String(p.id)}
        searchLabel={t('paymentProofs.search')}
        empty={{
          title: t(`paymentProofs.empty.${status === 'pending' ? 'pending' : 'other'}`),
          description: status === 'pending' ? t('paymentProofs.emptyPendingHelp') : undefined,
        }}
      />
      <ConfirmDialog
        open={toApprove !== null}
        title={t('paymentProofs.approveTitle')}
        message={
          toApprove
            ? t('paymentProofs.approveMessage', {
                amount: money(toApprove),
                name: toApprove.user.name,
                email: toApprove.user.email,
              })
            : ''
        }
        confirmLabel={t('paymentProofs.approve')}
        tone="primary"
        busy={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setToApprove(null)}
      />
      <PaymentProofRejectDialog
        proof={toReject}
        busy={reject.isPending}
        onReject={confirmReject}
        onClose={() => setToReject(null)}
      />
    </>
  );
}
