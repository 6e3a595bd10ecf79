import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Store } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useTenant } from '../../tenant/api/get-tenant';
import { useDeleteStore } from '../api/delete-store';
import { useStores } from '../api/list-stores';
import { useSyncStores } from '../api/sync-stores';
import { ProviderLogo } from '../components/ProviderLogo';
import { StoreRowActions } from '../components/StoreRowActions';
import { StoreStatus } from '../components/StoreStatus';
import { syncSummary } from '../sync-summary';

const column = createColumnHelper<Store>();
const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** /stores: the connected online stores, their state, and what to do about each. */
export function StoresListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const locale = currentLocale();
  const timeZone = useTenant().data?.time_zone;
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useStores(params.query);
  const remove = useDeleteStore();
  const sync = useSyncStores();
  const [toRemove, setToRemove] = useState<Store | null>(null);
  const [syncingId, setSyncingId] = useState<number | null>(null);
  const canCreate = ability.can('create', 'Store');

  const syncOne = (store: Store) => {
    setSyncingId(store.id);
    sync.mutate(store.id, {
      onSuccess: (r) => {
        const { message, severity } = syncSummary(t, r);
        notify(message, severity);
      },
      onError: (e) => handleError(e),
      onSettled: () => setSyncingId(null),
    });
  };

  const columns = [
    column.accessor('provider', {
      header: t('stores.fields.provider'),
      cell: (c) => <ProviderLogo provider={c.getValue()} />,
    }),
    column.accessor('shop', {
      header: t('stores.fields.shop'),
      meta: { primary: true },
      cell: ({ row: { original: s } }) => (
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {s.name || s.shop}
          </Typography>
          {s.name && s.name !== s.shop && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {s.shop}
            </Typography>
          )}
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: t('stores.fields.status'),
      cell: (c) => <StoreStatus store={c.row.original} />,
    }),
    column.accessor('last_sync_at', {
      header: t('stores.fields.lastSync'),
      cell: (c) => {
        const at = c.getValue();
        return at ? formatDateTime(at, locale, timeZone) : t('stores.neverSynced');
      },
    }),
    column.accessor('shipments_count', {
      header: t('stores.fields.shipments'),
      meta: { align: 'right' },
      cell: (c) => formatInteger(c.getValue(), locale),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: s } }) => (
        <StoreRowActions
          store={s}
          syncing={syncingId === s.id}
          onSync={syncOne}
          onRemove={setToRemove}
        />
      ),
    }),
  ];

  const connect = canCreate && (
    <Button component={Link} to={pathTo('newStore')} variant="contained" startIcon={<Add />}>
      {t('stores.connect')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('stores.title')} actions={connect} />
      <DataTable<Store>
        label={t('stores.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(s) => String(s.id)}
        empty={{
          title: t('stores.emptyTitle'),
          description: t('stores.emptyHelp'),
          action: connect || undefined,
        }}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('stores.removeTitle', { name: toRemove?.name || toRemove?.shop || '' })}
        message={t('stores.removeMessage')}
        confirmLabel={t('stores.remove')}
        busy={remove.isPending}
        onConfirm={() =>
          toRemove &&
          remove.mutate(toRemove.id, {
            onSuccess: () => notify(t('stores.removed')),
            onError: (e) => handleError(e),
            onSettled: () => setToRemove(null),
          })
        }
        onClose={() => setToRemove(null)}
      />
    </>
  );
}
