import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ShipmentDetail } from '../../shipments/components/ShipmentDetail';
import { useManualShipments } from '../api/list-manual-shipments';
import { manualShipmentColumns } from '../components/manual-shipment-columns';

const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/**
 * /manual_shipments (spec 2 "Manual shipments"): the shipments of carriers with no API, newest
 * first, searchable by number, each row expandable, with pack / select rate / download / create
 * or edit label.
 */
export function ManualShipmentsListPage() {
  const { t } = useTranslation();
  const params = useListParams([], DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useManualShipments(params.query);
  return (
    <>
      <PageHeader title={t('manualShipments.title')} />
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('manualShipments.intro')}
      </Typography>
      <DataTable<Shipment>
        label={t('manualShipments.title')}
        columns={manualShipmentColumns(t)}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        searchLabel={t('manualShipments.searchLabel')}
        getRowId={(s) => String(s.id)}
        renderExpanded={(s) => <ShipmentDetail shipment={s} />}
        empty={{
          title: t('manualShipments.emptyTitle'),
          description: t('manualShipments.emptyHelp'),
        }}
      />
    </>
  );
}
