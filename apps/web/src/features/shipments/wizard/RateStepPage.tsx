import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { destinationAfterRateSubmit, isPickupOffered } from '@despacho/domain';
import { isStaff, type RateView, type Shipment } from '@despacho/shared';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { PendingCarriers } from '../../quotes/components/PendingCarriers';
import { UnansweredCarriers } from '../../quotes/components/UnansweredCarriers';
import { useBuyRate } from '../api/buy-rate';
import { useShipment } from '../api/get-shipment';
import { useShipmentRates } from '../api/get-shipment-rates';
import { BuyFailure } from './BuyFailure';
import { newIdempotencyKey } from './idempotency-key';
import { clearNewShipmentDraft, draftFor } from './new-shipment-draft';
import { PickupSwitch } from './PickupSwitch';
import { RateTable } from './RateTable';
import { ShipmentSummary } from './ShipmentSummary';
import { useFiscalRedirect } from './use-fiscal-redirect';
import { useWizardRedirect, wizardPath } from './use-wizard-redirect';
import { WizardActions } from './WizardActions';
import { WizardNotFound } from './WizardNotFound';
import { WizardHeader } from './WizardHeader';

/** /shipments/:shipmentId/rates/new (step 3 of 3): pick a rate and buy the label. */
export function RateStepPage() {
  const id = useRecordId('shipmentId');
  const shipment = useShipment(id);
  const stays = useWizardRedirect('rating', shipment.data);
  if (id === null || shipment.isError)
    return (
      <WizardNotFound
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
      />
    );
  return (
    <>
      <WizardHeader active="rating" shipment={shipment.data} />
      {shipment.isPending || !stays ? (
        <LoadingScreen />
      ) : (
        <RateStep key={shipment.data.id} shipment={shipment.data} />
      )}
    </>
  );
}

const pickupFor = (rate: RateView | null) =>
  !!rate && rate.service_has_pickup && isPickupOffered(rate.provider_code);

function RateStep({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const writable = shipment.actions.edit_addresses;
  const rates = useShipmentRates(shipment.id, writable);
  const toVerify = useFiscalRedirect();
  useEffect(() => {
    if (rates.error) toVerify(rates.error);
  }, [rates.error, toVerify]);
  const buy = useBuyRate();
  // The quote's rate is picked for the user when this shipment is offered it (spec 2 §2).
  const [draftServiceId] = useState(() => draftFor(shipment)?.rate.service_id ?? null);
  const [picked, setPicked] = useState<number | null>(null);
  const [pickup, setPickup] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // One key per purchase intent, kept while it is in flight (a double click is the same intent)
  // and after an unanswered request (a retry must not buy twice); a new pick is a new intent.
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const user = useCurrentUser().data;
  const staff = !!user && isStaff(user.user_type);
  const progress = rates.data;
  // Lines arrive while the query is fetching; carriers still asked are said above the table.
  const streaming = rates.isFetching && !!progress && !progress.done;
  // No rate yet while carriers are still asked is not "no rates": keep the skeleton.
  const list =
    progress && (progress.rates.length > 0 || progress.done) ? progress.rates : undefined;
  const selectedId = picked ?? draftServiceId;
  const selected = list?.find((r) => r.service_id === selectedId) ?? null;
  const offersPickup = pickupFor(selected);

  const select = (rate: RateView) => {
    if (inFlight.current || rate.service_id === selected?.service_id) return;
    setPicked(rate.service_id);
    setPickup(false);
    idempotencyKey.current = null;
  };

  const submit = () => {
    if (!selected || inFlight.current) return;
    inFlight.current = true;
    idempotencyKey.current ??= newIdempotencyKey();
    setFailure(null);
    buy.mutate(
      {
        id: shipment.id,
        rate: {
          service_id: selected.service_id,
          is_pickup: offersPickup && pickup,
          is_from_app: true,
        },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: ({ shipment: bought }) => {
          idempotencyKey.current = null;
          clearNewShipmentDraft();
          const next = destinationAfterRateSubmit(bought);
          if (next.notify_success)
            notify(t('wizard.rate.manualDone', { number: bought.sequential_id }));
          void navigate(wizardPath(next.destination, bought.id));
        },
        onError: (error) => {
          if (isApiError(error) && error.hasResponse) idempotencyKey.current = null;
          if (toVerify(error)) return;
          setFailure(error);
          void rates.refetch();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  if (!writable) {
    return (
      <>
        <ShipmentSummary shipment={shipment} />
        <Alert severity="info">{t('wizard.rate.readOnly')}</Alert>
      </>
    );
  }
  return (
    <>
      <ShipmentSummary shipment={shipment} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('wizard.rate.title')}
      </Typography>
      {rates.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" size="small" onClick={() => void rates.refetch()}>
              {t('wizard.rate.retry')}
            </Button>
          }
        >
          {isApiError(rates.error) && rates.error.messages.length
            ? rates.error.messages.join('\n')
            : t('errors.generic')}
        </Alert>
      )}
      {streaming && <PendingCarriers pending={progress.pending} />}
      {progress?.done && !rates.isFetching && (
        <UnansweredCarriers unanswered={progress.unanswered} staff={staff} />
      )}
      <RateTable
        rates={list}
        loading={rates.isFetching && (!list || !streaming)}
        selectedId={selected?.service_id ?? null}
        onSelect={select}
        disabled={buy.isPending}
      />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {offersPickup && (
          <PickupSwitch
            checked={pickup}
            onChange={(on) => {
              setPickup(on);
              idempotencyKey.current = null;
            }}
            disabled={buy.isPending}
          />
        )}
        {failure !== null && <BuyFailure error={failure} onClose={() => setFailure(null)} />}
      </Stack>
      <WizardActions sticky submitting={buy.isPending} disabled={!selected} onContinue={submit}>
        {selected && (
          <Typography
            variant="body2"
            fontWeight={600}
            sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}
            aria-live="polite"
          >
            {t('wizard.rate.chosen', {
              service: `${selected.service_name} · ${selected.carrier_name}`,
              total: formatAmount(selected.total, currentLocale()),
            })}
          </Typography>
        )}
      </WizardActions>
    </>
  );
}
