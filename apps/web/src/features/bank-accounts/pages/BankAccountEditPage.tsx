import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useBankAccount } from '../api/get-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { BankAccountForm } from '../components/BankAccountForm';

export function BankAccountEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = useRecordId();
  const account = useBankAccount(id);
  const update = useUpdateBankAccount();

  if (id === null || account.isError) {
    return (
      <LoadFailure
        error={id === null ? null : account.error}
        onRetry={() => void account.refetch()}
        notFoundTitle={t('bankAccounts.notFound')}
        notFoundMessage={t('bankAccounts.notFoundHelp')}
        backTo={pathTo('bankAccounts')}
        backLabel={t('bankAccounts.backToList')}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('bankAccounts.edit')} />
      {account.isPending ? (
        <LoadingScreen />
      ) : (
        <BankAccountForm
          bankAccount={account.data}
          submitting={update.isPending}
          onSubmit={(values) =>
            update.mutateAsync({ id, bankAccount: values }).then(() => {
              notify(t('common.saved'));
              navigate(pathTo('bankAccounts'));
            })
          }
        />
      )}
    </>
  );
}
