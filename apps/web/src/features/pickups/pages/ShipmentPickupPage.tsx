import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type Pickup } from '@despacho/shared';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useRecordId } from '../../../lib/use-record-id';
import { NotFoundMessage } from '../../../app/pages/NotFoundPage';
import { pathTo } from '../../../app/route-table';
import { useTenant } from '../../tenant/api/get-tenant';
import { useShipment } from '../../shipments/api/get-shipment';
import { useCreatePickup, type PickupRequest } from '../api/pickups';
import { PickupForm } from '../components/PickupForm';
import { PickupSummary } from '../components/PickupSummary';
import { retrySchedule } from '../components/pickup-schedule';

/**
 * /shipments/:id/pickup: the shipment's pickup if it has one (with Retry when the carrier
 * refused it), else the form to book one. Every save is a new pickup (POST /pickups).
 */
export function ShipmentPickupPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const id = useRecordId();
  const shipment = useShipment(id);
  const tenant = useTenant();
  const create = useCreatePickup();
  // The answer of this visit's last save, shown at once (the shipment refreshes behind it).
  const [latest, setLatest] = useState<Pickup | null>(null);
  const timeZone = tenant.data?.time_zone ?? DEFAULT_TIME_ZONE;

  if (id === null || shipment.isError) {
    return (
      <NotFoundMessage
        title={t('pickups.shipmentNotFound')}
        message={t('pickups.shipmentNotFoundHelp')}
        backTo={pathTo('shipments')}
        backLabel={t('pickups.backToShipments')}
      />
    );
  }
  if (shipment.isPending || tenant.isPending) return <LoadingScreen />;

  const s = shipment.data;
  const save = (request: PickupRequest) =>
    create.mutate(request, {
      onSuccess: (pickup) => {
        setLatest(pickup);
        notify(
          pickup.status === 'generated' ? t('pickups.generated') : t('pickups.refused'),
          pickup.status === 'generated' ? 'success' : 'error',
        );
      },
      onError: (error) => handleError(error),
    });
  const shown = latest ?? s.pickup;
  const subtitle = [s.carrier_name, s.service_name, s.tracking_number].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader
        title={t('pickups.pageTitle', { number: s.sequential_id })}
        subtitle={subtitle || undefined}
      />
      {shown ? (
        <PickupSummary
          pickup={shown}
          timeZone={timeZone}
          retrying={create.isPending}
          onRetry={() => save({ shipment_id: s.id, ...retrySchedule(shown, new Date(), timeZone) })}
        />
      ) : s.actions.pickup ? (
        <PickupForm
          shipmentId={s.id}
          timeZone={timeZone}
          submitting={create.isPending}
          onSubmit={save}
        />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Alert severity="info">{t('pickups.notOffered')}</Alert>
          <Button
            component={Link}
            to={pathTo('shipments')}
            startIcon={<ArrowBack />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('common.back')}
          </Button>
        </Stack>
      )}
    </>
  );
}
