import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { useCurrentUser } from '../../auth/api/get-current-user';
import Stack from '@mui/material/Stack';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { CarrierServices } from '../../services/components/CarrierServices';
import { useCarrier, useSaveCarrier } from '../api/carriers';
import { CarrierForm } from '../components/CarrierForm';
import { CarrierLogoCard } from '../components/CarrierLogoCard';
import { CarrierSettingsPanel } from '../components/CarrierSettingsPanel';

/** /carriers/:id/edit: the carrier's form, then its services. */
export function CarrierEditPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useRecordId();
  const carrier = useCarrier(id);
  const save = useSaveCarrier();
  const handleError = useErrorHandler();
  const isDeveloper = useCurrentUser().data?.user_type === 'developer';

  if (id === null || carrier.isError) {
    return (
      <LoadFailure
        error={id === null ? null : carrier.error}
        onRetry={() => void carrier.refetch()}
        notFoundTitle={t('carriers.notFound')}
        notFoundMessage={t('carriers.notFoundHelp')}
        backTo={pathTo('carriers')}
        backLabel={t('carriers.backToList')}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={carrier.data?.name ?? t('carriers.edit')}
        actions={
          isDeveloper && (
            <Button
              startIcon={<Download />}
              onClick={() =>
                downloadFile(`carriers/${id}/export`, `paqueteria-${id}.json`).catch((e: unknown) =>
                  handleError(e),
                )
              }
            >
              {t('carriers.exportJson')}
            </Button>
          )
        }
      />
      {carrier.isPending ? (
        <LoadingScreen />
      ) : (
        <Stack spacing={3}>
          <CarrierLogoCard carrier={carrier.data} />
          <CarrierForm
            key={carrier.data.updated_at}
            carrier={carrier.data}
            submitting={save.isPending}
            onSubmit={(values) =>
              save.mutateAsync({ id, carrier: values }).then(() => notify(t('common.saved')))
            }
          />
          <CarrierServices carrierId={id} />
          <CarrierSettingsPanel carrierId={id} />
        </Stack>
      )}
    </>
  );
}
