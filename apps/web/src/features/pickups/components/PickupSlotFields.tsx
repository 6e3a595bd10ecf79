import Grid from '@mui/material/Grid';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZPickupRescheduleRequest, type PickupDays } from '@despacho/shared';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormSelect } from '../../../components/form/FormSelect';
import { zodFormResolver } from '../../../lib/zod-form-resolver';

/** The contract's day and window (the reschedule request's; the booking's adds the shipment). */
const ZPickupSlot = ZPickupRescheduleRequest.shape.pickup;
export type PickupSlotValues = { date: string; window: 'morning' | 'midday' | 'afternoon' };

export type PickupSlotForm = UseFormReturn<PickupSlotValues> & {
  /** Submits only a day the carrier collects on (a typed greyed-out day is refused here too). */
  submitSlot: (
    onValid: (slot: PickupSlotValues) => void,
  ) => (e?: React.BaseSyntheticEvent) => Promise<void>;
};

export function usePickupSlotForm(days: PickupDays, defaults: PickupSlotValues): PickupSlotForm {
  const { t } = useTranslation();
  const form = useForm<PickupSlotValues>({
    resolver: zodFormResolver(ZPickupSlot) as never,
    defaultValues: defaults,
  });
  const submitSlot: PickupSlotForm['submitSlot'] = (onValid) =>
    form.handleSubmit((values) => {
      if (!days.days.includes(values.date)) {
        form.setError('date', { type: 'validate', message: t('pickups.dayUnavailable') });
        return;
      }
      onValid({ date: values.date, window: values.window ?? 'morning' });
    });
  return Object.assign(form, { submitSlot });
}

/**
 * The day — a calendar that offers only the carrier's pickup days the server sent, between the
 * first and the last of them — and one of the windows.
 */
export function PickupSlotFields({ form, days }: { form: PickupSlotForm; days: PickupDays }) {
  const { t } = useTranslation();
  const allowed = new Set(days.days);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          control={form.control}
          name="date"
          label={t('pickups.fields.date')}
          required
          minDate={days.days[0]}
          maxDate={days.days.at(-1)}
          shouldDisableDate={(day) => !allowed.has(day)}
          unavailableText={t('pickups.dayUnavailable')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={form.control}
          name="window"
          label={t('pickups.fields.window')}
          required
          options={days.windows.map((w) => ({ value: w.id, label: `${w.from}–${w.to}` }))}
        />
      </Grid>
    </>
  );
}
