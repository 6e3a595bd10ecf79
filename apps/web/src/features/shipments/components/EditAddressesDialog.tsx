import { useRef } from 'react';
import { useReferenceCut } from '../wizard/use-reference-cut';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZShipmentAddressesForm, type Shipment } from '@despacho/shared';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useAppAbility } from '../../../app/ability';
import { useCountryChoices } from '../../quotes/api/get-countries';
import {
  useUpdateShipmentAddresses,
  type ShipmentAddressesChange,
} from '../api/update-shipment-addresses';
import {
  ADDRESS_ENDS,
  addressFields,
  emptyAddress,
  type AddressesValues,
} from '../wizard/address-values';
import { AddressCard } from '../wizard/AddressCard';
import { useLockedContacts } from '../wizard/use-locked-contacts';

/**
 * The shipment's origin and destination, editable until it is labelled (spec 2 §2: the same
 * fields as the wizard's address form — it is that form's card), saved with PUT.
 */
export function EditAddressesDialog({
  shipment,
  open,
  onClose,
}: {
  shipment: Shipment;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="edit-addresses-title"
    >
      <DialogTitle id="edit-addresses-title">
        {t('shipments.editAddresses.title', { number: shipment.sequential_id })}
      </DialogTitle>
      {open && <AddressesForm shipment={shipment} onClose={onClose} />}
    </Dialog>
  );
}

const startValues = (s: Shipment): AddressesValues => ({
  origin_attributes: emptyAddress(s.origin ? addressFields(s.origin) : {}),
  destination_attributes: emptyAddress(s.destination ? addressFields(s.destination) : {}),
});

function AddressesForm({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const ability = useAppAbility();
  const save = useUpdateShipmentAddresses();
  const form = useForm<AddressesValues>({
    resolver: zodFormResolver(ZShipmentAddressesForm) as never,
    defaultValues: startValues(shipment),
  });
  const countries = useCountryChoices().data;
  const locked = useLockedContacts(form);
  // The kept addresses' own state and city stay unless their postal code changes.
  const kept = {
    origin: useRef<string | null>(shipment.origin?.postal_code ?? null),
    destination: useRef<string | null>(shipment.destination?.postal_code ?? null),
  };
  const submit = form.handleSubmit((values) =>
    save
      .mutateAsync({ id: shipment.id, shipment: values as unknown as ShipmentAddressesChange })
      .then(() => {
        notify(t('common.saved'));
        onClose();
      })
      .catch((error: unknown) => handleError(error, form)),
  );
  // As in the wizard: a reference over 35 characters is cut and the user told (spec 2 §5).
  const { truncated, setCut, onSubmit } = useReferenceCut(form, submit);

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('shipments.editAddresses.formLabel')}
    >
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Grid container spacing={2}>
          {ADDRESS_ENDS.map((end) => (
            <Grid key={end} size={{ xs: 12, md: 6 }}>
              <AddressCard
                end={end}
                form={form}
                countries={countries}
                locked={locked[end]}
                keptPostalCode={kept[end]}
                truncated={truncated[end]}
                onTruncated={(value) => setCut(end, value)}
                canUseBook={ability.can('read', 'Address')}
              />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
