import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useExportUserTransactions } from '../api/export-user-transactions';
import { UserAccountFailure } from '../components/UserAccountFailure';
import { useUserTransactions } from '../api/list-user-transactions';
import { TransactionsTable } from '../components/TransactionsTable';
import { NEWEST_FIRST } from './TransactionsListPage';

const FILTERS = ['shipment_number', 'tracking_number'] as const;

/**
 * /users/:userId/transactions (spec 3 §1): the account's name, e-mail and balance, its
 * transactions, and for developers the spreadsheet of them.
 */
export function UserTransactionsPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const handleError = useErrorHandler();
  const userId = useRecordId('userId');
  const params = useListParams(FILTERS, NEWEST_FIRST);
  const { data, isFetching, error, refetch } = useUserTransactions(userId, params.query);
  const developer = useCurrentUser().data?.user_type === 'developer';
  const exportSheet = useExportUserTransactions();
  if (userId === null || (error && !data))
    return (
      <UserAccountFailure error={userId === null ? null : error} onRetry={() => void refetch()} />
    );

  const account = data?.user;
  const name = account ? `${account.name} ${account.last_name}` : '';
  const whereOnly = Object.fromEntries(
    Object.entries(params.query).filter(([key]) => key.startsWith('where[')),
  );
  const actions = (
    <>
      <Button component={Link} to={pathTo('users')} startIcon={<ArrowBack />}>
        {t('transactions.back')}
      </Button>
      {developer && (
        <Button
          startIcon={<Download />}
          loading={exportSheet.isPending}
          onClick={() =>
            exportSheet.mutate({ userId, filters: whereOnly }, { onError: (e) => handleError(e) })
          }
        >
          {t('transactions.download')}
        </Button>
      )}
      {ability.can('create', 'Transaction') && (
        <Button
          component={Link}
          to={pathTo('newUserTransaction', { userId })}
          variant="contained"
          startIcon={<Add />}
        >
          {t('transactions.new')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={account ? t('transactions.userTitle', { name }) : t('transactions.title')}
        subtitle={
          account
            ? t('transactions.userSubtitle', {
                email: account.email,
                balance: formatAmount(account.balance, currentLocale()),
              })
            : undefined
        }
        actions={actions}
      />
      {account?.parent_id && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('transactions.subUserNote')}
        </Alert>
      )}
      <TransactionsTable
        params={params}
        filterFields={FILTERS}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        showUser={false}
        label={name ? t('transactions.userTitle', { name }) : t('transactions.title')}
        emptyHelp={t('transactions.emptyHelp')}
      />
    </>
  );
}
