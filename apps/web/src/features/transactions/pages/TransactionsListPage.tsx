import { useTranslation } from 'react-i18next';
import { isStaff } from '@despacho/shared';
import { useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useTransactions } from '../api/list-transactions';
import { TransactionsTable } from '../components/TransactionsTable';
import { useInvoiceColumn } from '../components/use-invoice-column';

const FILTERS = ['shipment_number', 'tracking_number', 'id'] as const;
export const NEWEST_FIRST = { field: 'created_at', dir: 'desc' } as const;

/** /transactions (staff): every transaction of the tenant, newest first (spec 3 §2). */
export function TransactionsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const params = useListParams(FILTERS, NEWEST_FIRST);
  const { data, isFetching, error, refetch } = useTransactions(params.query);
  const invoice = useInvoiceColumn('staff');
  return (
    <>
      <PageHeader title={t('transactions.title')} />
      <TransactionsTable
        params={params}
        filterFields={FILTERS}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        showUser={!!user && isStaff(user.user_type)}
        label={t('transactions.title')}
        emptyHelp={t('transactions.emptyHelp')}
        invoice={invoice}
      />
    </>
  );
}
