import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { PostalCodesPanel } from '../../zones/components/PostalCodesPanel';
import { serviceKeys, useSaveService, useService } from '../api/services';
import { ServiceForm } from '../components/ServiceForm';
import { ServicePricesPanel } from '../components/ServicePricesPanel';
import { LogoCard } from '../../carriers/components/CarrierLogoCard';

/** /services/:id/edit: the form, the price table and the service's own postal codes. */
export function ServiceEditPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useRecordId();
  const service = useService(id);
  const save = useSaveService();

  if (id === null || service.isError) {
    return (
      <LoadFailure
        error={id === null ? null : service.error}
        onRetry={() => void service.refetch()}
        notFoundTitle={t('services.notFound')}
        notFoundMessage={t('services.notFoundHelp')}
        backTo={pathTo('carriers')}
        backLabel={t('carriers.backToList')}
      />
    );
  }
  if (service.isPending) return <LoadingScreen />;
  const s = service.data;
  return (
    <>
      <PageHeader title={s.name} subtitle={t('services.ofCarrier', { name: s.carrier_name })} />
      <Stack spacing={3}>
        <LogoCard owner={{ kind: 'services', record: s, refresh: serviceKeys.all }} />
        <ServiceForm
          key={s.updated_at}
          service={s}
          carrierId={s.carrier_id}
          cancelTo={pathTo('editCarrier', { id: s.carrier_id })}
          submitting={save.isPending}
          onSubmit={(values) =>
            save.mutateAsync({ id, service: values }).then(() => notify(t('common.saved')))
          }
        />
        <ServicePricesPanel serviceId={id} />
        {s.service_type !== 'zonal' && (
          <PostalCodesPanel
            owner={{ kind: 'service', id }}
            title={t('services.postalCodesTitle')}
            help={t('services.postalCodesHelp')}
          />
        )}
      </Stack>
    </>
  );
}
