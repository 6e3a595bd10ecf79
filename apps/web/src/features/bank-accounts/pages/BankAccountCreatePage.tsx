import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useCreateBankAccount } from '../api/create-bank-account';
import { BankAccountForm } from '../components/BankAccountForm';

export function BankAccountCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateBankAccount();
  return (
    <>
      <PageHeader title={t('bankAccounts.new')} />
      <BankAccountForm
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync(values).then(() => {
            notify(t('common.saved'));
            navigate(pathTo('bankAccounts'));
          })
        }
      />
    </>
  );
}
