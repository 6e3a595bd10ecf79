import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { bankAccountColumns } from '../components/bank-account-columns';
import { PayIntoAccounts } from '../components/PayIntoAccounts';

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;
const ALL_ACCOUNTS = { page: 1, per_page: 100, order: 'bank asc' };

/**
 * /bank-accounts: staff manage the accounts (list, create, edit, delete after a confirmation);
 * a customer sees the accounts to pay into, read-only, with copy buttons.
 */
export function BankAccountsListPage() {
  const ability = useAppAbility();
  const manages = ['create', 'update', 'destroy'].some((a) =>
    ability.can(a as 'create', 'BankAccount'),
  );
  return manages ? <StaffBankAccounts /> : <CustomerBankAccounts />;
}

function CustomerBankAccounts() {
  const { t } = useTranslation();
  const { data } = useBankAccounts(ALL_ACCOUNTS);
  return (
    <>
      <PageHeader title={t('bankAccounts.payTitle')} />
      <PayIntoAccounts accounts={data?.data} />
    </>
  );
}

function StaffBankAccounts() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useBankAccounts(params.query);
  const remove = useDeleteBankAccount();
  const [toDelete, setToDelete] = useState<BankAccount | null>(null);
  const canUpdate = ability.can('update', 'BankAccount');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify(t('bankAccounts.deleted')),
      onError: (error) => handleError(error),
      onSettled: () => setToDelete(null),
    });
  };
  const newButton = ability.can('create', 'BankAccount') && (
    <Button component={Link} to={pathTo('newBankAccount')} variant="contained" startIcon={<Add />}>
      {t('bankAccounts.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('bankAccounts.title')} actions={newButton} />
      <DataTable<BankAccount>
        label={t('bankAccounts.title')}
        columns={bankAccountColumns(t, {
          canUpdate,
          canDestroy: ability.can('destroy', 'BankAccount'),
          onDelete: setToDelete,
        })}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(account) => String(account.id)}
        searchLabel={t('bankAccounts.search')}
        onRowClick={
          canUpdate
            ? (account) => navigate(pathTo('editBankAccount', { id: account.id }))
            : undefined
        }
        rowLabel={(account) => t('bankAccounts.editNamed', { bank: account.bank })}
        empty={{
          title: t('bankAccounts.emptyTitle'),
          description: t('bankAccounts.emptyHelp'),
          action: newButton,
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('bankAccounts.deleteTitle')}
        message={t('bankAccounts.deleteMessage', {
          bank: toDelete?.bank ?? '',
          clabe: toDelete?.clabe ?? '',
        })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
