import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import TableChart from '@mui/icons-material/TableChart';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isStaff,
  SHIPMENT_SOURCES,
  SHIPMENT_STATUSES,
  STORE_PROVIDERS,
  type Shipment,
} from '@despacho/shared';
import { DataTable, useListParams, type DataTableFilter } from '../../../components/data-table';
import { FilterChips } from '../../../components/data-table/FilterChips';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { Query } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useStoreChoices } from '../../stores/api/list-stores';
import { useTenant } from '../../tenant/api/get-tenant';
import { useShipmentCarriers, useShipments } from '../api/list-shipments';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ShipmentBulkBar } from '../components/ShipmentBulkBar';
import { shipmentColumns } from '../components/shipment-columns';
import { ShipmentDetail } from '../components/ShipmentDetail';
import { SHIPMENT_FILTERS, ShipmentFilters } from '../components/ShipmentFilters';
import { SyncStoresButton } from '../components/SyncStoresButton';

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;
/** The source filter offers every source but system (the platform's own). */
const FILTER_SOURCES = SHIPMENT_SOURCES.filter((s) => s !== 'system');
/** The store filter shows past this many stores (spec 2 §2: "more than 2"). */
const STORE_FILTER_FROM = 3;
const isStoreSource = (source: string | undefined) =>
  (STORE_PROVIDERS as readonly string[]).includes(source ?? '');
/** The wizard keeps a half-typed shipment here; Create starts from nothing. */
const DRAFT_KEY = 'new_shipment';

/** `?shipment_id=12` (a link from elsewhere) becomes the shipment number filter. */
function useShipmentIdLink() {
  const [params, setParams] = useSearchParams();
  const linked = params.get('shipment_id');
  useEffect(() => {
    if (!linked) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('shipment_id');
        next.set('number', linked);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
}

/** /shipments: the account's shipments (all of the tenant's for staff), newest first. */
export function ShipmentsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const user = useCurrentUser().data;
  useShipmentIdLink();
  const params = useListParams(SHIPMENT_FILTERS, DEFAULT_SORT);
  const staff = !!user && isStaff(user.user_type);
  const canReadStores = ability.can('read', 'Store');
  const stores = useStoreChoices(canReadStores).data ?? [];
  const source = params.filters.source;
  // Spec 2 §2: a store filter only for a store source, and only once there are more than 2.
  const storeChoices = isStoreSource(source) ? stores.filter((st) => st.provider === source) : [];
  const showStoreFilter = isStoreSource(source) && stores.length >= STORE_FILTER_FROM;
  const query: Query = {
    ...params.query,
    // A customer's URL may still carry an e-mail filter (a shared link): it is not theirs.
    ...(staff ? {} : { 'where[user_email]': undefined }),
    ...(showStoreFilter ? {} : { 'where[store_id]': undefined }),
  };
  const { data, isFetching, error, refetch } = useShipments(query);
  const carriers = useShipmentCarriers().data ?? [];
  const canCreate = ability.can('create', 'Shipment');
  const canExport = !!user && (user.user_type === 'developer' || user.export_csv_visible);
  const timeZone = useTenant().data?.time_zone;
  // The picked shipments' ids, kept while paging so a selection can span pages.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const selects: DataTableFilter[] = [
    {
      field: 'status',
      label: t('shipments.filters.status'),
      options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`shipments.statuses.${s}`) })),
    },
    {
      field: 'source',
      label: t('shipments.filters.source'),
      options: FILTER_SOURCES.map((s) => ({ value: s, label: t(`shipments.sources.${s}`) })),
    },
    {
      field: 'carrier_id',
      label: t('shipments.filters.carrier'),
      options: carriers.map((c) => ({ value: String(c.id), label: c.name })),
    },
    ...(showStoreFilter
      ? [
          {
            field: 'store_id',
            label: t('shipments.filters.store'),
            options: storeChoices.map((st) => ({
              value: String(st.id),
              label: st.name || st.shop,
            })),
          },
        ]
      : []),
  ];
  const chips: DataTableFilter[] = [
    { field: 'number', label: t('shipments.filters.number'), options: [] },
    { field: 'tracking_number', label: t('shipments.filters.tracking_number'), options: [] },
    ...(staff
      ? [{ field: 'user_email', label: t('shipments.filters.user_email'), options: [] }]
      : []),
    ...selects,
  ];
  const filtered = chips.some((c) => params.filters[c.field]);
  const whereOnly = Object.fromEntries(
    Object.entries(query).filter(([key]) => key.startsWith('where[')),
  );

  const create = () => {
    sessionStorage.removeItem(DRAFT_KEY);
    void navigate(pathTo('newShipment'));
  };
  const createButton = canCreate && (
    <Button variant="contained" startIcon={<Add />} onClick={create}>
      {t('shipments.create')}
    </Button>
  );
  const actions = (
    <>
      {/* A sync reads the caller's own stores (staff also list the tenant's). */}
      {canReadStores && stores.some((st) => st.user_id === user?.id) && <SyncStoresButton />}
      {canCreate && (
        <Button component={Link} to={pathTo('importShipmentsCsv')} startIcon={<UploadFile />}>
          {t('shipments.importCsv')}
        </Button>
      )}
      {canCreate && (
        <Button component={Link} to={pathTo('importShipments')} startIcon={<TableChart />}>
          {t('shipments.importXlsx')}
        </Button>
      )}
      {canExport && <ExportCsvButton filters={whereOnly} />}
      {createButton}
    </>
  );

  return (
    <>
      <PageHeader title={t('shipments.title')} actions={actions} />
      <Stack spacing={2}>
        <ShipmentFilters params={params} selects={selects} showEmail={staff} />
        <FilterChips params={params} filters={chips} />
        {selected.size > 0 && (
          <ShipmentBulkBar
            ids={[...selected].map(Number)}
            canExport={canExport}
            onClear={() => setSelected(new Set())}
          />
        )}
        <DataTable<Shipment>
          label={t('shipments.title')}
          columns={shipmentColumns(t, { locale: currentLocale(), timeZone })}
          rows={data?.data}
          pagination={data?.pagination}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          params={params}
          getRowId={(s) => String(s.id)}
          renderExpanded={(s) => <ShipmentDetail shipment={s} />}
          onRowClick={(s) => void navigate(pathTo('shipment', { id: s.id }))}
          rowLabel={(s) => t('shipments.list.openRow', { number: s.sequential_id })}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (s) => t('shipments.list.selectRow', { number: s.sequential_id }),
            pageLabel: t('shipments.list.selectPage'),
          }}
          empty={
            filtered
              ? {
                  title: t('table.noResults'),
                  description: t('table.noResultsFiltered'),
                  action: <Button onClick={params.clearFilters}>{t('table.clearFilters')}</Button>,
                }
              : {
                  title: t('shipments.emptyTitle'),
                  description: t('shipments.emptyHelp'),
                  action: createButton,
                }
          }
        />
      </Stack>
    </>
  );
}
