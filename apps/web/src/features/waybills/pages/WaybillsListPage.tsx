import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import { createColumnHelper } from '@tanstack/react-table';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Waybill } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { SearchBox } from '../../../components/data-table/SearchBox';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { currentLocale } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useDeleteWaybill, useWaybills } from '../api/waybills';
import { CarrierServicePicker } from '../components/CarrierServicePicker';

const column = createColumnHelper<Waybill>();
const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;
const FILTERS = ['number', 'carrier_id', 'service_id'] as const;

/** Spec 2 Waybills: the prepaid pool, 10 a page, newest first, by number, carrier and service. */
export function WaybillsListPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'Waybill');
  const canDelete = ability.can('destroy', 'Waybill');
  const params = useListParams(FILTERS, DEFAULT_SORT);
  const [, setSearchParams] = useSearchParams();
  const { data, isFetching, error, refetch } = useWaybills(params.query);
  const remove = useDeleteWaybill();
  const [toDelete, setToDelete] = useState<Waybill | null>(null);
  const carrierId = params.filters.carrier_id ?? '';
  // A new carrier drops the service filter in the same URL change (it belonged to the old one).
  const pickCarrier = (id: string) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('carrier_id', id);
      else next.delete('carrier_id');
      next.delete('service_id');
      next.delete('page');
      return next;
    });
  const numberParams = {
    ...params,
    search: params.filters.number ?? '',
    setSearch: (value: string) => params.setFilter('number', value.trim()),
  };

  const columns = [
    column.accessor('number', {
      header: t('waybills.fields.number'),
      meta: { primary: true },
      cell: ({ row: { original: w } }) => (
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{w.number}</span>
          {w.deleted_at && (
            <Chip
              size="small"
              variant="outlined"
              color="default"
              label={t('waybills.deletedChip')}
            />
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'carrier',
      header: t('waybills.fields.carrier'),
      cell: ({ row: { original: w } }) => w.carrier.name,
    }),
    column.display({
      id: 'service',
      header: t('waybills.fields.service'),
      cell: ({ row: { original: w } }) => w.service?.name ?? t('waybills.anyService'),
    }),
    column.display({
      id: 'shipment',
      header: t('waybills.fields.shipment'),
      cell: ({ row: { original: w } }) =>
        w.shipment ? (
          <Link
            component={RouterLink}
            to={`${pathTo('shipments')}?search=${w.shipment.sequential_id}`}
            onClick={(e) => e.stopPropagation()}
          >
            {w.shipment.sequential_id}
          </Link>
        ) : (
          '—'
        ),
    }),
    column.accessor('created_at', {
      header: t('waybills.fields.created_at'),
      cell: ({ getValue }) => formatDate(getValue(), locale),
    }),
    ...(canDelete
      ? [
          column.display({
            id: 'actions',
            header: t('common.actions'),
            meta: { align: 'right' },
            cell: ({ row: { original: w } }) =>
              w.deleted_at ? null : (
                <Tooltip title={t('common.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => setToDelete(w)}
                    aria-label={t('waybills.deleteNamed', { number: w.number })}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
          }),
        ]
      : []),
  ];
  const actions = canCreate && (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button
        component={RouterLink}
        to={pathTo('newWaybill')}
        variant="contained"
        startIcon={<Add />}
      >
        {t('waybills.create')}
      </Button>
      <Button
        component={RouterLink}
        to={pathTo('importWaybills')}
        variant="outlined"
        startIcon={<UploadFile />}
      >
        {t('waybills.import')}
      </Button>
    </Stack>
  );
  return (
    <>
      <PageHeader title={t('waybills.title')} actions={actions} />
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} sx={{ mb: 2 }}>
        <SearchBox params={numberParams} label={t('waybills.searchNumber')} />
        <CarrierServicePicker
          carrierId={carrierId}
          serviceId={params.filters.service_id ?? ''}
          onCarrier={pickCarrier}
          onService={(id) => params.setFilter('service_id', id)}
          carrierEmpty={t('common.all')}
          serviceEmpty={t('common.all')}
        />
      </Stack>
      <DataTable<Waybill>
        label={t('waybills.title')}
        columns={columns}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(w) => String(w.id)}
        empty={{ title: t('waybills.emptyTitle'), description: t('waybills.emptyHelp') }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('waybills.deleteTitle')}
        message={t('waybills.deleteMessage', { number: toDelete?.number ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => notify(t('waybills.deleted')),
            onError: (e) => handleError(e),
            onSettled: () => setToDelete(null),
          })
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
