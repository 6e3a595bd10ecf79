import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import UploadFile from '@mui/icons-material/UploadFile';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_MIN, type SavedAddress } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useAddresses, useDeleteAddress } from '../api/addresses';

const column = createColumnHelper<SavedAddress>();
const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** One line a person recognises an address by: street and number, colony, city, code. */
export const addressLine = (a: SavedAddress) =>
  [
    [a.street, a.number, a.interior_number && `int. ${a.interior_number}`]
      .filter(Boolean)
      .join(' '),
    a.neighborhood,
    [a.city, a.state].filter(Boolean).join(', '),
    a.postal_code,
  ]
    .filter(Boolean)
    .join(' · ');

/** /addresses: the account's address book, newest first, search from 3 characters. */
export function AddressesListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useListParams([], DEFAULT_SORT);
  const search = params.search.trim();
  const query = {
    ...params.query,
    search: search.length >= ADDRESS_SEARCH_MIN ? search : undefined,
  };
  const { data, isFetching, error, refetch } = useAddresses(query);
  const remove = useDeleteAddress();
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const canCreate = ability.can('create', 'Address');

  const columns = [
    column.accessor('aka', {
      header: t('addresses.fields.aka'),
      meta: { primary: true },
      cell: (c) => c.getValue() || c.row.original.name,
    }),
    column.display({
      id: 'contact',
      header: t('addresses.contact'),
      cell: ({ row: { original: a } }) => `${a.name} · ${a.company}`,
    }),
    column.display({
      id: 'address',
      header: t('addresses.address'),
      cell: (c) => addressLine(c.row.original),
    }),
    column.accessor('country_name', { header: t('addresses.fields.country') }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: a } }) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <Tooltip title={t('common.edit')}>
            <IconButton
              component={Link}
              to={pathTo('editAddress', { id: a.id })}
              size="small"
              aria-label={t('addresses.editNamed', { name: a.aka || a.name })}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => setToDelete(a)}
              aria-label={t('addresses.deleteNamed', { name: a.aka || a.name })}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    }),
  ];
  const actions = canCreate && (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to={pathTo('importAddresses')} startIcon={<UploadFile />}>
        {t('addresses.import')}
      </Button>
      <Button component={Link} to={pathTo('newAddress')} variant="contained" startIcon={<Add />}>
        {t('addresses.new')}
      </Button>
    </Stack>
  );

  return (
    <>
      <PageHeader title={t('addresses.title')} actions={actions} />
      <DataTable<SavedAddress>
        label={t('addresses.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(a) => String(a.id)}
        searchLabel={t('addresses.search')}
        onRowClick={(a) => navigate(pathTo('editAddress', { id: a.id }))}
        rowLabel={(a) => t('addresses.editNamed', { name: a.aka || a.name })}
        empty={{
          title: search ? t('addresses.noMatches') : t('addresses.emptyTitle'),
          description: search ? undefined : t('addresses.emptyHelp'),
          action: search ? undefined : actions,
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addresses.deleteTitle')}
        message={t('addresses.deleteMessage', { name: toDelete?.aka || toDelete?.name || '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => notify(t('addresses.deleted')),
            onError: (e) => handleError(e),
            onSettled: () => setToDelete(null),
          })
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
