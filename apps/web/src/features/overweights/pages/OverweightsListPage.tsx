import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  OVERWEIGHT_STATUS_CODES,
  OVERWEIGHT_STATUSES,
  type Overweight,
} from '@despacho/shared';
import { DataTable, useListParams, type DataTableFilter } from '../../../components/data-table';
import { FilterChips } from '../../../components/data-table/FilterChips';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import type { Query } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { useCarrierChoices, useServiceChoices } from '../api/filter-choices';
import { useOverweights } from '../api/list-overweights';
import { useExportOverweights } from '../api/overweight-files';
import { overweightColumns } from '../components/overweight-columns';
import { OverweightDetail } from '../components/OverweightDetail';
import { OVERWEIGHT_FILTERS, OverweightFilters } from '../components/OverweightFilters';
import { OverweightsGate } from '../components/OverweightsGate';

const NEWEST_FIRST = { field: 'created_at', dir: 'desc' } as const;
const NO_FILTERS: readonly string[] = [];

/** /overweights: behind the setting's gate (developers exempt). */
export function OverweightsListPage() {
  return (
    <OverweightsGate>
      <OverweightsList />
    </OverweightsGate>
  );
}

/**
 * The customer's own overweights, or for staff (those who record them) the tenant's with
 * filters, carrier and customer columns, the evidence file and the money actions; 10 a page,
 * newest first (spec 2 §9).
 */
function OverweightsList() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const staff = ability.can('create', 'Overweight');
  const params = useListParams(staff ? OVERWEIGHT_FILTERS : NO_FILTERS, NEWEST_FIRST);
  // A service filter means nothing without its carrier (a removed carrier chip leaves it).
  const serviceAlone = !params.filters.carrier_id;
  const query: Query = {
    ...params.query,
    ...(serviceAlone ? { 'where[service_id]': undefined } : {}),
  };
  const { data, isFetching, error, refetch } = useOverweights(query);
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const chips = useChips(staff, params.filters.carrier_id ?? '');
  const filtered = chips.some((c) => params.filters[c.field]);
  const whereOnly = Object.fromEntries(
    Object.entries(params.filters).filter(
      ([field]) =>
        (OVERWEIGHT_FILTERS as readonly string[]).includes(field) &&
        !(field === 'service_id' && serviceAlone),
    ),
  );

  const actions = staff && (
    <>
      <ExportButton where={whereOnly} order={String(params.query.order ?? '')} />
      <Button component={Link} to={pathTo('importOverweights')} startIcon={<UploadFile />}>
        {t('overweights.import')}
      </Button>
      <Button component={Link} to={pathTo('newOverweight')} variant="contained" startIcon={<Add />}>
        {t('overweights.new')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('overweights.title')} actions={actions || undefined} />
      <Stack spacing={2}>
        {staff && <OverweightFilters params={params} />}
        {staff && <FilterChips params={params} filters={chips} />}
        <DataTable<Overweight>
          label={t('overweights.tableLabel')}
          columns={overweightColumns(t, { locale: currentLocale(), timeZone, staff })}
          rows={data?.data}
          pagination={data?.pagination}
          loading={isFetching}
          error={error}
          onRetry={() => void refetch()}
          params={params}
          getRowId={(o) => String(o.id)}
          renderExpanded={(o) => <OverweightDetail overweight={o} />}
          empty={
            filtered
              ? {
                  title: t('table.noResults'),
                  description: t('table.noResultsFiltered'),
                  action: <Button onClick={params.clearFilters}>{t('table.clearFilters')}</Button>,
                }
              : {
                  title: t('overweights.emptyTitle'),
                  description: staff ? t('overweights.emptyHelpStaff') : t('overweights.emptyHelp'),
                }
          }
        />
      </Stack>
    </>
  );
}

/** The applied filters as chips, worded like their fields (a status by name, a carrier by name). */
function useChips(staff: boolean, carrierId: string): DataTableFilter[] {
  const { t } = useTranslation();
  const carriers = useCarrierChoices(staff).data ?? [];
  const services = useServiceChoices(staff ? carrierId : '').data ?? [];
  if (!staff) return [];
  const text = (field: string) => ({
    field,
    label: t(`overweights.filters.${field}`),
    options: [],
  });
  return [
    text('shipment_id'),
    text('tracking_number'),
    text('user_email'),
    {
      field: 'status',
      label: t('overweights.filters.status'),
      options: OVERWEIGHT_STATUSES.map((s) => ({
        value: String(OVERWEIGHT_STATUS_CODES[s]),
        label: t(`overweights.statuses.${s}`),
      })),
    },
    {
      field: 'carrier_id',
      label: t('overweights.filters.carrier_id'),
      options: carriers.map((c) => ({ value: String(c.id), label: c.name })),
    },
    {
      field: 'service_id',
      label: t('overweights.filters.service_id'),
      options: services.map((s) => ({ value: String(s.id), label: s.name })),
    },
  ];
}

/** POST overweights/export with the filters on screen: the spreadsheet of what the list selects. */
function ExportButton({ where, order }: { where: Query; order: string }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const exportSheet = useExportOverweights();
  return (
    <Button
      startIcon={<Download />}
      loading={exportSheet.isPending}
      onClick={() =>
        exportSheet.mutate(
          { where, ...(order ? { order } : {}) },
          { onError: (e) => handleError(e) },
        )
      }
    >
      {t('overweights.export')}
    </Button>
  );
}
