import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type Pickup } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';
import { useTenant } from '../../tenant/api/get-tenant';
import { usePickups } from '../api/pickups';
import { pickupColumns } from '../components/pickup-columns';

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** /pickups: every pickup the caller may see, newest first, searched by pickup or tracking number. */
export function PickupsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = usePickups(params.query);
  return (
    <>
      <PageHeader title={t('pickups.title')} />
      <DataTable<Pickup>
        label={t('pickups.title')}
        columns={pickupColumns(t, currentLocale(), timeZone)}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(p) => String(p.id)}
        searchLabel={t('pickups.search')}
        onRowClick={(p) => void navigate(pathTo('shipmentPickup', { id: p.shipment_id }))}
        rowLabel={(p) => t('pickups.openNamed', { number: p.shipment_sequential_id })}
        empty={{ title: t('pickups.emptyTitle'), description: t('pickups.emptyHelp') }}
      />
    </>
  );
}
