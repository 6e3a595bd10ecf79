import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Package } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatNumber } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';
import { useDeletePackage, usePackages } from '../api/packages';

const column = createColumnHelper<Package>();
const DEFAULT_SORT = { field: 'name', dir: 'asc' } as const;

/** /packages: the account's package templates, 10 a page, sortable by name. */
export function PackagesListPage() {
  const { t } = useTranslation();
  const number = (n: number) => formatNumber(n, currentLocale(), 3);
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = usePackages(params.query);
  const remove = useDeletePackage();
  const [toDelete, setToDelete] = useState<Package | null>(null);
  const columns = [
    column.accessor('name', {
      header: t('packages.fields.name'),
      meta: { sortable: true, primary: true },
    }),
    column.display({
      id: 'dimensions',
      header: t('packages.dimensions'),
      cell: ({ row: { original: p } }) =>
        `${number(p.length)} × ${number(p.width)} × ${number(p.height)} ${p.distance_unit}`,
    }),
    column.display({
      id: 'weight',
      header: t('packages.fields.weight'),
      cell: ({ row: { original: p } }) => `${number(p.weight)} ${p.mass_unit}`,
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: p } }) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <Tooltip title={t('common.edit')}>
            <IconButton
              component={Link}
              to={pathTo('editPackage', { id: p.id })}
              size="small"
              aria-label={t('packages.editNamed', { name: p.name })}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => setToDelete(p)}
              aria-label={t('packages.deleteNamed', { name: p.name })}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    }),
  ];
  const newButton = (
    <Button component={Link} to={pathTo('newPackage')} variant="contained" startIcon={<Add />}>
      {t('packages.new')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('packages.title')} actions={newButton} />
      <DataTable<Package>
        label={t('packages.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(p) => String(p.id)}
        onRowClick={(p) => navigate(pathTo('editPackage', { id: p.id }))}
        rowLabel={(p) => t('packages.editNamed', { name: p.name })}
        empty={{
          title: t('packages.emptyTitle'),
          description: t('packages.emptyHelp'),
          action: newButton,
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('packages.deleteTitle')}
        message={t('packages.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => notify(t('packages.deleted')),
            onError: (e) => handleError(e),
            onSettled: () => setToDelete(null),
          })
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
