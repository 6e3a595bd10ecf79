import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useTransactions } from '../api/list-transactions';
import { TransactionsTable } from '../components/TransactionsTable';
import { useInvoiceColumn } from '../components/use-invoice-column';
import { NEWEST_FIRST } from './TransactionsListPage';

const FILTERS = ['shipment_number', 'tracking_number'] as const;

/**
 * A gateway's return lands here (spec 1 §2): `navigate(pathTo('myTransactions'), {state:
 * {notice}})` shows that notice once, and `?paid=…` (a return URL) a generic "payment received".
 * Either is then dropped, so a reload or the back button does not say it again.
 */
function useArrivalNotice() {
  const { t } = useTranslation();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { notice?: unknown } | null;
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  const paid = new URLSearchParams(location.search).has('paid');
  useEffect(() => {
    if (!notice && !paid) return;
    notify(notice ?? t('transactions.paidNotice'), 'success');
    const search = new URLSearchParams(location.search);
    search.delete('paid');
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true, state: null },
    );
  }, [notice, paid, notify, t, navigate, location.pathname, location.search]);
}

/** /my-transactions: the account's own transactions (a sub-user's: the parent's). */
export function MyTransactionsPage() {
  const { t } = useTranslation();
  useArrivalNotice();
  const params = useListParams(FILTERS, NEWEST_FIRST);
  const { data, isFetching, error, refetch } = useTransactions(params.query);
  const invoice = useInvoiceColumn('own');
  return (
    <>
      <PageHeader title={t('transactions.myTitle')} />
      <TransactionsTable
        params={params}
        filterFields={FILTERS}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        showUser={false}
        label={t('transactions.myTitle')}
        emptyHelp={t('transactions.emptyMyHelp')}
        invoice={invoice}
      />
    </>
  );
}
