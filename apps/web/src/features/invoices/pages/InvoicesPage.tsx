import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type Invoice, type InvoiceCancelRequest } from '@despacho/shared';
import { useAppAbility } from '../../../app/ability';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import {
  downloadInvoice,
  useCancelInvoice,
  useGenerateInvoice,
  useRejectInvoice,
} from '../api/invoice-actions';
import { InvoiceCancelDialog } from '../components/InvoiceCancelDialog';
import {
  INVOICE_FILTER_FIELDS,
  InvoiceFilters,
  type InvoiceFilterValues,
} from '../components/InvoiceFilters';
import { currentMonthRange } from '../components/invoice-month';
import { InvoiceRejectDialog } from '../components/InvoiceRejectDialog';
import { InvoicesTable } from '../components/InvoicesTable';

/** The filters the URL holds; the dates default to the current month (spec 3 §2). */
function useInvoiceFilters(timeZone: string) {
  const [search, setSearch] = useSearchParams();
  const month = currentMonthRange(timeZone);
  const values = Object.fromEntries(
    INVOICE_FILTER_FIELDS.map((f) => [
      f,
      search.get(f) ?? (f === 'start_date' || f === 'end_date' ? month[f] : ''),
    ]),
  ) as InvoiceFilterValues;
  const apply = (next: InvoiceFilterValues) =>
    setSearch((prev) => {
      const url = new URLSearchParams(prev);
      for (const f of INVOICE_FILTER_FIELDS) url.set(f, next[f].trim());
      return url;
    });
  return { values, apply };
}

/** What SAT did with the request: cancelled, waiting for the receptor, or refused. */
const CANCEL_NOTICES: Record<string, string> = {
  cancelled: 'invoices.cancelledNotice',
  in_process: 'invoices.cancelInProcessNotice',
  refused: 'invoices.cancelRefusedNotice',
};

/**
 * /invoices: pending requests (pending, rejected, stamping) and generated invoices (and
 * cancelled ones). Staff (operators included, spec 3 §6) generate (after confirming) and reject
 * with a reason; admins and up also cancel at SAT; everyone downloads what is theirs.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const ability = useAppAbility();
  const staff = ability.can('update', 'Invoice');
  const mayCancel = ability.can('destroy', 'Invoice');
  const filters = useInvoiceFilters(timeZone);
  const generate = useGenerateInvoice();
  const reject = useRejectInvoice();
  const cancel = useCancelInvoice();
  const [toGenerate, setToGenerate] = useState<Invoice | null>(null);
  const [toReject, setToReject] = useState<Invoice | null>(null);
  const [toCancel, setToCancel] = useState<Invoice | null>(null);

  const confirmGenerate = () => {
    if (!toGenerate) return;
    generate.mutate(toGenerate.id, {
      onSuccess: (invoice) => notify(t('invoices.generatedNotice', { uuid: invoice.uuid ?? '' })),
      onError: (error) => handleError(error),
      onSettled: () => setToGenerate(null),
    });
  };
  const confirmReject = async (reason: string) => {
    if (!toReject) return;
    await reject.mutateAsync({ id: toReject.id, reason });
    notify(t('invoices.rejectedNotice'));
    setToReject(null);
  };
  const confirmCancel = async (values: InvoiceCancelRequest) => {
    if (!toCancel) return;
    const invoice = await cancel.mutateAsync({ id: toCancel.id, ...values });
    notify(t(CANCEL_NOTICES[invoice.cancel_status ?? ''] ?? 'invoices.cancelledNotice'));
    setToCancel(null);
  };
  const actions = {
    onGenerate: setToGenerate,
    onReject: setToReject,
    onCancel: mayCancel ? setToCancel : undefined,
    onDownload: (invoice: Invoice) => {
      downloadInvoice(invoice.id).catch((error: unknown) => handleError(error));
    },
  };
  const tableProps = { filters: filters.values, staff, timeZone, actions };

  return (
    <>
      <PageHeader title={t('invoices.title')} />
      <Stack spacing={3}>
        <InvoiceFilters values={filters.values} staff={staff} onApply={filters.apply} />
        <InvoicesTable group="pending" {...tableProps} />
        <InvoicesTable group="generated" {...tableProps} />
      </Stack>
      <ConfirmDialog
        open={toGenerate !== null}
        title={t('invoices.generateTitle')}
        message={
          toGenerate
            ? t('invoices.generateMessage', {
                number: toGenerate.transaction.sequential_id,
                amount: `${formatMoney(toGenerate.transaction.amount, currentLocale())} MXN`,
                name: `${toGenerate.user.name} ${toGenerate.user.last_name}`,
              })
            : ''
        }
        confirmLabel={t('invoices.generate')}
        tone="primary"
        busy={generate.isPending}
        onConfirm={confirmGenerate}
        onClose={() => setToGenerate(null)}
      />
      <InvoiceRejectDialog
        invoice={toReject}
        busy={reject.isPending}
        onReject={confirmReject}
        onClose={() => setToReject(null)}
      />
      <InvoiceCancelDialog
        invoice={toCancel}
        busy={cancel.isPending}
        onCancelInvoice={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
