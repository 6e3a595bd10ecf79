import { useTranslation } from 'react-i18next';
import type { Transaction } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { downloadInvoice, useRequestInvoice } from '../../invoices/api/invoice-actions';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import type { TransactionInvoiceOptions } from './TransactionInvoiceCell';

/**
 * The invoice column of a transaction list when the tenant invoices (setting `invoicing` = '1'):
 * requesting refreshes the list (the chip appears), downloading saves `<id>.zip`.
 */
export function useInvoiceColumn(
  mode: 'own' | 'staff',
): Omit<TransactionInvoiceOptions, 'timeZone'> | undefined {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const invoicing = useSettingValue('invoicing');
  const request = useRequestInvoice();
  if (invoicing !== '1') return undefined;
  return {
    mode,
    invoicing,
    now: new Date(),
    onRequest: (tr: Transaction) =>
      request.mutate(tr.id, {
        onSuccess: () => notify(t('invoices.requestedNotice'), 'success'),
        onError: (error) => handleError(error),
      }),
    onDownload: (id: number) => {
      downloadInvoice(id).catch((error: unknown) => handleError(error));
    },
  };
}
