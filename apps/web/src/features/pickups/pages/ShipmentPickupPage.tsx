import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDateKey } from '@despacho/domain';
import { DEFAULT_TIME_ZONE, type Pickup } from '@despacho/shared';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useTenant } from '../../tenant/api/get-tenant';
import { useShipment } from '../../shipments/api/get-shipment';
import {
  useCreatePickup,
  usePickupDays,
  useReschedulePickup,
  type PickupRequest,
} from '../api/pickups';
import { PickupForm } from '../components/PickupForm';
import { PickupSummary } from '../components/PickupSummary';
import { RescheduleDialog } from '../components/RescheduleDialog';
import { retrySchedule, windowOf } from '../components/pickup-schedule';

/**
 * /shipments/:id/pickup: the shipment's pickup if it has one (Retry when the carrier refused
 * it, Reschedule when it is booked), else the form to book one. The calendars offer only the
 * carrier's pickup days, as the server lists them (GET pickups/days).
 */
export function ShipmentPickupPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const id = useRecordId();
  const shipment = useShipment(id);
  const tenant = useTenant();
  const create = useCreatePickup();
  const reschedule = useReschedulePickup();
  const [rescheduling, setRescheduling] = useState(false);
  // The answer of this visit's last save, shown at once (the shipment refreshes behind it).
  const [latest, setLatest] = useState<Pickup | null>(null);
  const actions = shipment.data?.actions;
  const days = usePickupDays(id ?? 0, !!(actions?.pickup || actions?.reschedule_pickup));
  const timeZone = tenant.data?.time_zone ?? DEFAULT_TIME_ZONE;

  if (id === null || shipment.isError) {
    return (
      <LoadFailure
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
        notFoundTitle={t('pickups.shipmentNotFound')}
        notFoundMessage={t('pickups.shipmentNotFoundHelp')}
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
  const moved = (pickup: Pickup) => {
    setLatest(pickup);
    setRescheduling(false);
    notify(t('pickups.rescheduled'), 'success');
  };

  let body;
  if (shown) {
    body = (
      <PickupSummary
        pickup={shown}
        timeZone={timeZone}
        retrying={create.isPending}
        canRetry={s.actions.pickup}
        onRetry={() =>
          save({
            shipment_id: s.id,
            ...retrySchedule(shown, days.data?.days, new Date(), timeZone),
          })
        }
        canReschedule={s.actions.reschedule_pickup && !!days.data}
        onReschedule={() => setRescheduling(true)}
      />
    );
  } else if (s.actions.pickup && days.isPending) {
    body = <LoadingScreen />;
  } else if (s.actions.pickup && days.data?.days.length) {
    body = (
      <PickupForm
        shipmentId={s.id}
        days={days.data}
        submitting={create.isPending}
        onSubmit={save}
      />
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Alert severity="info">
          {s.actions.pickup ? t('pickups.noDays') : t('pickups.notOffered')}
        </Alert>
        <Button
          component={Link}
          to={pathTo('shipments')}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('common.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pickups.pageTitle', { number: s.sequential_id })}
        subtitle={subtitle || undefined}
      />
      {body}
      {shown?.status === 'generated' && days.data && rescheduling && (
        <RescheduleDialog
          open
          days={days.data}
          current={{
            date: localDateKey(new Date(shown.date_from), timeZone),
            window: windowOf(shown.date_from, timeZone),
          }}
          busy={reschedule.isPending}
          onConfirm={(slot) => reschedule.mutateAsync({ id: shown.id, pickup: slot }).then(moved)}
          onClose={() => setRescheduling(false)}
        />
      )}
    </>
  );
}
