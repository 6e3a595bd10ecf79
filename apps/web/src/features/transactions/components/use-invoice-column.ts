import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../app/ability';
import type { Transaction } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { downloadInvoice, useRequestInvoice } from '../../invoices/api/invoice-actions';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import type { TransactionInvoiceOptions } from './TransactionInvoiceCell';

/**
 * The invoice column of a transaction list when the tenant invoices (setting `invoicing` = '1'):
 * requesting refreshes the list (the chip appears), downloading saves `<id>.zip`. On the staff
 * list the column is only for those who manage invoices (an operator reads all transactions
 * but only his own invoices).
 */
export function useInvoiceColumn(
  mode: 'own' | 'staff',
): Omit<TransactionInvoiceOptions, 'timeZone'> | undefined {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const invoicing = useSettingValue('invoicing');
  const request = useRequestInvoice();
  // Staff lists show everyone's rows: only those who manage invoices can open other people's.
  const managesInvoices = useAppAbility().can('update', 'Invoice');
  if (invoicing !== '1' || (mode === 'staff' && !managesInvoices)) return undefined;
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
