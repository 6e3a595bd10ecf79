import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { Link } from 'react-router';
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

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** /bank-accounts: list with create, edit and delete (after a confirmation). */
export function BankAccountsListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching } = useBankAccounts(params.query);
  const remove = useDeleteBankAccount();
  const [toDelete, setToDelete] = useState<BankAccount | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify(t('bankAccounts.deleted')),
      onError: (error) => handleError(error),
      onSettled: () => setToDelete(null),
    });
  };

  const columns = bankAccountColumns(t, {
    canUpdate: ability.can('update', 'BankAccount'),
    canDestroy: ability.can('destroy', 'BankAccount'),
    onDelete: setToDelete,
  });

  return (
    <>
      <PageHeader
        title={t('bankAccounts.title')}
        actions={
          ability.can('create', 'BankAccount') && (
            <Button
              component={Link}
              to={pathTo('newBankAccount')}
              variant="contained"
              startIcon={<Add />}
            >
              {t('bankAccounts.new')}
            </Button>
          )
        }
      />
      <DataTable<BankAccount>
        label={t('bankAccounts.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        params={params}
        getRowId={(account) => String(account.id)}
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
