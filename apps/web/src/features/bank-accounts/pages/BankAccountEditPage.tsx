import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useBankAccount } from '../api/get-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { BankAccountForm } from '../components/BankAccountForm';

export function BankAccountEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = Number(useParams().id);
  const account = useBankAccount(id);
  const update = useUpdateBankAccount();

  return (
    <>
      <PageHeader title={t('bankAccounts.edit')} />
      {account.isPending ? (
        <LoadingScreen />
      ) : account.isError ? (
        <Alert severity="error">{t('errors.notFound')}</Alert>
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
