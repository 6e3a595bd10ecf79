import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type WebhookDelivery } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { useWebhookDeliveries } from '../api/webhook-deliveries';
import { deliveryColumns } from './delivery-columns';
import { DeliveryDetail } from './DeliveryDetail';

/** An endpoint's deliveries, newest first, paged in the URL; a row opens its body and reply. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const params = useListParams();
  const deliveries = useWebhookDeliveries(endpointId, params.query);
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const locale = currentLocale();
  // Stable columns, so a refetch does not remount the rows' resend buttons.
  const columns = useMemo(
    () => deliveryColumns(t, { locale, timeZone, endpointId }),
    [t, locale, timeZone, endpointId],
  );
  if (deliveries.isError && !deliveries.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void deliveries.refetch()}>
            {t('externalApis.keys.retry')}
          </Button>
        }
      >
        {t('externalApis.endpoint.deliveriesError')}
      </Alert>
    );
  }
  return (
    <DataTable<WebhookDelivery>
      label={t('externalApis.deliveries.tableLabel')}
      columns={columns}
      rows={deliveries.data?.data}
      pagination={deliveries.data?.pagination}
      loading={deliveries.isFetching}
      error={deliveries.error}
      onRetry={() => void deliveries.refetch()}
      params={params}
      getRowId={(d) => String(d.id)}
      renderExpanded={(d) => <DeliveryDetail delivery={d} />}
      empty={{
        title: t('externalApis.deliveries.emptyTitle'),
        description: t('externalApis.deliveries.emptyHelp'),
      }}
    />
  );
}
