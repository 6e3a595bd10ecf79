import { useEffect, useState } from 'react';
import { useReferenceCut } from './use-reference-cut';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PHONE_COUNTRY,
  ZShipmentAddressesForm,
  type SavedAddress,
  type Shipment,
} from '@despacho/shared';
import { UnsavedChangesScope } from '../../../components/form/unsaved-changes';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useAppAbility } from '../../../app/ability';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCountryChoices } from '../../quotes/api/get-countries';
import { useCreateShipment, type NewShipmentAddresses } from '../api/create-shipment';
import { useShipment } from '../api/get-shipment';
import { useUpdateShipmentAddresses } from '../api/update-shipment-addresses';
import {
  ADDRESS_ENDS,
  addressFields,
  emptyAddress,
  prefixOf,
  type AddressEnd,
  type AddressesValues,
} from './address-values';
import { AddressCard } from './AddressCard';
import { prefillsOrigin, useDefaultOrigin } from './default-origin';
import { readNewShipmentDraft } from './new-shipment-draft';
import { useFiscalRedirect } from './use-fiscal-redirect';
import { useWizardRedirect } from './use-wizard-redirect';
import { useLockedContacts } from './use-locked-contacts';
import { WizardActions } from './WizardActions';
import { WizardNotFound } from './WizardNotFound';
import { WizardHeader } from './WizardHeader';

const positiveId = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * /shipments/new (step 1 of 3): origin and destination. `?shipment_id=` comes back to the
 * addresses of a shipment not yet bought; otherwise a new shipment starts, from the quote the
 * user picked a rate on if there is one.
 */
export function AddressesStepPage() {
  const [params] = useSearchParams();
  const raw = params.get('shipment_id');
  const id = positiveId(raw);
  const shipment = useShipment(id);
  const stays = useWizardRedirect('addressing', shipment.data);
  const origin = useDefaultOrigin(raw === null);
  if (raw !== null && (id === null || shipment.isError))
    return (
      <WizardNotFound
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
      />
    );
  return (
    <>
      <WizardHeader active="addressing" shipment={shipment.data} />
      {(id !== null && (shipment.isPending || !stays)) || origin.pending ? (
        <LoadingScreen />
      ) : (
        <AddressesForm
          key={id ?? 'new'}
          shipment={shipment.data}
          defaultOrigin={id === null ? origin.address : undefined}
        />
      )}
    </>
  );
}

function initialValues(
  shipment: Shipment | undefined,
  preferences: Record<string, string>,
  origin: SavedAddress | undefined,
): AddressesValues {
  if (shipment?.origin && shipment.destination) {
    return {
      origin_attributes: emptyAddress(addressFields(shipment.origin)),
      destination_attributes: emptyAddress(addressFields(shipment.destination)),
    };
  }
  const quote = readNewShipmentDraft()?.quote;
  const start = (end: AddressEnd) =>
    emptyAddress({
      rfc: preferences[`${end}_rfc`] ?? '',
      postal_code: quote ? String(quote[`${end}_postal_code`] ?? '') : '',
      country_id: quote ? String(quote[`${end}_country_id`] ?? '') : '',
    });
  // The merchant's default origin, editable like any picked saved address (issue 25).
  const originValues = origin
    ? emptyAddress({
        ...addressFields(origin),
        rfc: origin.rfc || (preferences.origin_rfc ?? ''),
      })
    : start('origin');
  return { origin_attributes: originValues, destination_attributes: start('destination') };
}

function AddressesForm({
  shipment,
  defaultOrigin,
}: {
  shipment: Shipment | undefined;
  defaultOrigin: SavedAddress | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const preferences = useCurrentUser().data?.preferences ?? {};
  const [origin] = useState(() =>
    prefillsOrigin(defaultOrigin, readNewShipmentDraft()?.quote) ? defaultOrigin : undefined,
  );
  const [defaults] = useState(() => initialValues(shipment, preferences, origin));
  const form = useForm<AddressesValues>({
    resolver: zodFormResolver(ZShipmentAddressesForm) as never,
    defaultValues: defaults,
  });
  const countries = useCountryChoices().data;
  const locked = useLockedContacts(form);
  const create = useCreateShipment();
  const update = useUpdateShipmentAddresses();

  // Both addresses start in Mexico (spec 2 §9) once the country list is known.
  const mexicoId = countries?.find((c) => c.code === DEFAULT_PHONE_COUNTRY)?.id;
  useEffect(() => {
    if (!mexicoId) return;
    for (const end of ADDRESS_ENDS) {
      const field = `${prefixOf(end)}.country_id` as const;
      if (!form.getValues(field)) form.setValue(field, String(mexicoId));
    }
  }, [mexicoId, form]);

  const toVerify = useFiscalRedirect();
  const save = async (values: AddressesValues) => {
    const body = values as unknown as NewShipmentAddresses;
    try {
      const saved = shipment
        ? await update.mutateAsync({ id: shipment.id, shipment: body })
        : await create.mutateAsync(body);
      await navigate(pathTo('newParcel', { shipmentId: saved.id }));
    } catch (error) {
      if (!toVerify(error)) throw error;
    }
  };
  const submit = useRecordSubmit(form, save);
  const { truncated, setCut, onSubmit } = useReferenceCut(form, submit);

  return (
    <UnsavedChangesScope>
      <form noValidate onSubmit={onSubmit} aria-label={t('wizard.steps.addressing')}>
        <Grid container spacing={2}>
          {ADDRESS_ENDS.map((end) => (
            <Grid key={end} size={{ xs: 12, lg: 6 }}>
              <AddressCard
                end={end}
                form={form}
                countries={countries}
                locked={locked[end]}
                keptPostalCode={
                  shipment?.[end]?.postal_code ??
                  (end === 'origin' ? (origin?.postal_code ?? null) : null)
                }
                summary={end === 'origin' ? origin : undefined}
                truncated={truncated[end]}
                onTruncated={(value) => setCut(end, value)}
                canUseBook={ability.can('read', 'Address')}
              />
            </Grid>
          ))}
        </Grid>
        <WizardActions submitting={form.formState.isSubmitting} />
      </form>
    </UnsavedChangesScope>
  );
}
