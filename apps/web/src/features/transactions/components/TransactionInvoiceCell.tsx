import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { canRequestInvoice } from '@despacho/domain';
import type { Transaction } from '@despacho/shared';

/** How the lists offer invoices: customers request and download, staff download. */
export interface TransactionInvoiceOptions {
  mode: 'own' | 'staff';
  /** The tenant's `invoicing` setting ('1' = on). */
  invoicing: string | undefined;
  timeZone: string;
  now: Date;
  onRequest: (tr: Transaction) => void;
  onDownload: (invoiceId: number) => void;
}

/**
 * Spec 3 §2, §4: a generated invoice downloads; a requested one shows a chip; otherwise the
 * customer's request button, enabled by the same rule the server applies (current month).
 */
export function TransactionInvoiceCell({
  transaction: tr,
  o,
}: {
  transaction: Transaction;
  o: TransactionInvoiceOptions;
}) {
  const { t } = useTranslation();
  const invoice = tr.invoice;
  if (invoice && (invoice.status === 'generated' || invoice.status === 'cancelled'))
    return (
      <Button
        size="small"
        onClick={() => o.onDownload(invoice.id)}
        aria-label={t('invoices.downloadLabel', { id: invoice.id })}
      >
        {t('invoices.download')}
      </Button>
    );
  if (invoice && (invoice.status === 'pending' || invoice.status === 'stamping'))
    return <Chip size="small" color="warning" variant="outlined" label={t('invoices.requested')} />;
  if (o.mode !== 'own') return <>{t('invoices.noInvoice')}</>;
  if (tr.transaction_type !== 'deposit') return <>{t('invoices.noInvoice')}</>;
  const allowed = canRequestInvoice(
    {
      transaction_type: tr.transaction_type,
      status: tr.status,
      created_by: tr.created_by.kind === 'app' ? 'app' : 'user',
      created_at: new Date(tr.created_at),
      has_invoice: invoice !== null && invoice.status !== 'rejected',
    },
    { invoicing: o.invoicing, ownTransactions: true, now: o.now, timeZone: o.timeZone },
  );
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={!allowed.ok}
      onClick={() => o.onRequest(tr)}
      aria-label={t('invoices.requestLabel', { number: tr.sequential_id })}
    >
      {t('invoices.request')}
    </Button>
  );
}
