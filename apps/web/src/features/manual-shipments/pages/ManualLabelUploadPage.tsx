import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-state';
import { PageHeader } from '../../../components/layout/PageHeader';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { pathTo } from '../../../app/route-table';
import { useRecordId } from '../../../lib/use-record-id';
import { useShipment } from '../../shipments/api/get-shipment';
import { ManualLabelForm } from '../components/ManualLabelForm';

/** /manual_shipments/:id/upload: "Create label" or "Edit label" of one manual shipment. */
export function ManualLabelUploadPage() {
  const { t } = useTranslation();
  const id = useRecordId('id');
  const shipment = useShipment(id);
  const back = (
    <Button component={Link} to={pathTo('manualShipments')}>
      {t('manualShipments.upload.back')}
    </Button>
  );
  if (id === null || shipment.isError)
    return (
      <LoadFailure
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
        notFoundTitle={t('manualShipments.upload.notFound')}
        backTo={pathTo('manualShipments')}
        backLabel={t('manualShipments.upload.back')}
      />
    );
  if (shipment.isPending) return <LoadingScreen />;
  const s = shipment.data;
  const title = t(
    s.manual_label ? 'manualShipments.upload.titleEdit' : 'manualShipments.upload.title',
    {
      number: s.sequential_id,
    },
  );
  return (
    <>
      <PageHeader title={title} />
      {s.source !== 'manual' ? (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="warning">{t('manualShipments.upload.notManual')}</Alert>
          {back}
        </Stack>
      ) : (
        <ManualLabelForm key={s.id} shipment={s} />
      )}
    </>
  );
}
