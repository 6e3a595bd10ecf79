import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { groupClabe, type BankAccount } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';

const column = createColumnHelper<BankAccount>();

interface Actions {
  canUpdate: boolean;
  canDestroy: boolean;
  onDelete: (account: BankAccount) => void;
}

export const bankAccountColumns = (t: TFunction, { canUpdate, canDestroy, onDelete }: Actions) => [
  column.accessor('bank', {
    header: t('bankAccounts.fields.bank'),
    meta: { sortable: true, primary: true },
  }),
  column.accessor('clabe', {
    header: t('bankAccounts.fields.clabe'),
    cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{groupClabe(c.getValue())}</span>,
  }),
  column.accessor('account_number', { header: t('bankAccounts.fields.account_number') }),
  column.accessor('beneficiary', {
    header: t('bankAccounts.fields.beneficiary'),
    meta: { sortable: true },
  }),
  column.accessor('rfc', { header: t('bankAccounts.fields.rfc') }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: account } }) => (
      <Stack direction="row" spacing={0.5} justifyContent="flex-end">
        {canUpdate && (
          <Tooltip title={t('common.edit')}>
            <IconButton
              component={Link}
              to={pathTo('editBankAccount', { id: account.id })}
              size="small"
              aria-label={t('bankAccounts.editNamed', { bank: account.bank })}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {canDestroy && (
          <Tooltip title={t('common.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => onDelete(account)}
              aria-label={t('bankAccounts.deleteNamed', { bank: account.bank })}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ),
  }),
];
