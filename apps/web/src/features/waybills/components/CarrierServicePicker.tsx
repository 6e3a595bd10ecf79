import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form/FormSelect';
import { useCarrierChoices, useServiceChoices } from '../api/waybills';

/** Spec 2 Waybills: the service select waits for a carrier and offers only that carrier's. */
export function serviceChoiceState(carrierId: string, services: SelectOption[] | undefined) {
  return { disabled: carrierId === '', options: carrierId === '' ? [] : (services ?? []) };
}

interface PickerProps {
  carrierId: string;
  serviceId: string;
  onCarrier: (id: string) => void;
  onService: (id: string) => void;
  /** Label of the empty choice of each select ("All" in a filter, "None" for an optional one). */
  carrierEmpty: string;
  serviceEmpty: string;
  required?: boolean;
  size?: 'small' | 'medium';
  errors?: { carrier_id?: string; service_id?: string };
  disabled?: boolean;
}

/** A carrier select and its service select, as native selects (phones and tests handle them). */
export function CarrierServicePicker(p: PickerProps) {
  const { t } = useTranslation();
  const carriers = useCarrierChoices();
  const services = useServiceChoices(p.carrierId);
  const service = serviceChoiceState(p.carrierId, services.data);
  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    empty: string,
    options: SelectOption[],
    opts: { disabled?: boolean; error?: string; required?: boolean },
  ) => (
    <TextField
      select
      id={id}
      name={id}
      size={p.size ?? 'small'}
      label={label}
      value={value}
      required={opts.required}
      disabled={opts.disabled}
      error={!!opts.error}
      helperText={opts.error}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
    >
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <>
      {select(
        'carrier_id',
        t('waybills.fields.carrier'),
        p.carrierId,
        p.onCarrier,
        p.carrierEmpty,
        carriers.data ?? [],
        { required: p.required, error: p.errors?.carrier_id, disabled: p.disabled },
      )}
      {select(
        'service_id',
        t('waybills.fields.service'),
        p.serviceId,
        p.onService,
        p.serviceEmpty,
        service.options,
        { disabled: p.disabled || service.disabled, error: p.errors?.service_id },
      )}
    </>
  );
}
