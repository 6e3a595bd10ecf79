import { useTranslation } from 'react-i18next';
import { INVOICE_REASON_MAX, ZInvoiceRejectRequest, type Invoice } from '@despacho/shared';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';

interface Props {
  invoice: Invoice | null;
  busy: boolean;
  /** Rejects with the API error so a refusal of the reason shows under it. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before rejecting a request: the customer reads the reason in the e-mail. */
export function InvoiceRejectDialog({ invoice, busy, onReject, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      open={invoice !== null}
      id="reject-invoice-title"
      title={t('invoices.rejectTitle')}
      message={invoice ? t('invoices.rejectMessage', { name: invoice.user.name }) : ''}
      reasonLabel={t('invoices.rejectReason')}
      confirmLabel={t('invoices.reject')}
      schema={ZInvoiceRejectRequest}
      maxLength={INVOICE_REASON_MAX}
      busy={busy}
      onConfirm={onReject}
      onClose={onClose}
    />
  );
}
