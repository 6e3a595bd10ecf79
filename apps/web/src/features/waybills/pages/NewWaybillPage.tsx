import { useEffect } from 'react';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZWaybillCreateForm, type WaybillCreateForm } from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useCarrierChoices, useCreateWaybill, useServiceChoices } from '../api/waybills';
import { serviceChoiceState } from '../components/CarrierServicePicker';

const EMPTY = { number: '', carrier_id: '', service_id: '' } as unknown as WaybillCreateForm;

/** Spec 2 Waybills: one prepaid number for a carrier (and optionally one of its services). */
export function NewWaybillPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useCreateWaybill();
  const form = useForm({ resolver: zodFormResolver(ZWaybillCreateForm), defaultValues: EMPTY });
  const { control, setValue } = form;
  const carrierId = String(useWatch({ control, name: 'carrier_id' }) ?? '');
  const carriers = useCarrierChoices();
  const services = useServiceChoices(carrierId);
  const service = serviceChoiceState(carrierId, services.data);
  // Another carrier: the chosen service was the old carrier's.
  useEffect(() => setValue('service_id', '' as never), [carrierId, setValue]);
  const submit = useRecordSubmit(form, (values) =>
    save.mutateAsync(values as WaybillCreateForm).then(() => {
      notify(t('common.saved'));
      navigate(pathTo('waybills'));
    }),
  );
  return (
    <>
      <PageHeader title={t('waybills.new')} />
      <RecordFormCard
        label={t('waybills.new')}
        onSubmit={submit}
        submitting={save.isPending}
        cancelTo={pathTo('waybills')}
      >
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="carrier_id"
            label={t('waybills.fields.carrier')}
            required
            emptyLabel={t('common.choose')}
            options={carriers.data ?? []}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="service_id"
            label={t('waybills.fields.service')}
            emptyLabel={t('waybills.anyService')}
            options={service.options}
            disabled={service.disabled}
            helperText={t('waybills.serviceHelp')}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="number"
            label={t('waybills.fields.number')}
            required
            helperText={t('waybills.numberHelp')}
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
          />
        </Grid>
      </RecordFormCard>
    </>
  );
}
