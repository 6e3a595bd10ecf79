import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZZoneForm, type Zone } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';

export function ZoneForm({
  zone,
  submitting,
  onSubmit,
}: {
  zone?: Zone;
  submitting: boolean;
  onSubmit: (values: { name: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodFormResolver(ZZoneForm),
    defaultValues: { name: zone?.name ?? '' },
  });
  const submit = useRecordSubmit(form, onSubmit);
  return (
    <RecordFormCard
      label={t('zones.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('zones')}
    >
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('zones.fields.name')}
          helperText={t('zones.nameHelp')}
          required
        />
      </Grid>
    </RecordFormCard>
  );
}
