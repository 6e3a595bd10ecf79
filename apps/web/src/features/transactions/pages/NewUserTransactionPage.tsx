import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/route-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { useCreateTransaction } from '../api/create-transaction';
import { UserAccountFailure } from '../components/UserAccountFailure';
import { useUserTransactions } from '../api/list-user-transactions';
import { TransactionForm } from '../components/TransactionForm';

/** Only the account is needed here (its name and balance): one row of its list brings it. */
const ACCOUNT_ONLY = { page: 1, per_page: 1 };

/**
 * /users/:userId/transactions/new (spec 3 §1): a deposit or withdrawal on the user's balance;
 * back to their transactions with the refreshed balance once saved.
 */
export function NewUserTransactionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const userId = useRecordId('userId');
  const { data, error, refetch } = useUserTransactions(userId, ACCOUNT_ONLY);
  const create = useCreateTransaction();
  if (userId === null || (error && !data))
    return (
      <UserAccountFailure error={userId === null ? null : error} onRetry={() => void refetch()} />
    );

  const account = data?.user;
  const listPath = pathTo('userTransactions', { userId });
  return (
    <>
      <PageHeader
        title={
          account
            ? t('transactions.newTitle', { name: `${account.name} ${account.last_name}` })
            : t('transactions.new')
        }
        subtitle={
          account
            ? t('transactions.userSubtitle', {
                email: account.email,
                balance: formatAmount(account.balance, currentLocale()),
              })
            : undefined
        }
      />
      <TransactionForm
        cancelTo={listPath}
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync({ ...values, user_id: userId }).then(() => {
            notify(t('transactions.created'));
            void navigate(listPath);
          })
        }
      />
    </>
  );
}
