import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZBrandingForm, type BrandingForm as Values, type TenantBranding } from '@despacho/shared';
import { FormColorField } from '../../../components/form/FormColorField';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useUpdateBranding } from '../api/update-branding';

/** Name and colours of the brand; saved, the whole app changes at once. */
export function BrandingForm({ tenant }: { tenant: TenantBranding }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateBranding();
  const form = useForm({
    resolver: zodFormResolver(ZBrandingForm),
    defaultValues: {
      name: tenant.name,
      primary_color: tenant.primary_color,
      secondary_color: tenant.secondary_color ?? '',
    } satisfies Values,
  });
  const submit = useRecordSubmit(form, (values) =>
    update.mutateAsync(values).then((saved) => {
      form.reset({
        name: saved.name,
        primary_color: saved.primary_color,
        secondary_color: saved.secondary_color ?? '',
      });
      notify(t('common.saved'));
    }),
  );
  return (
    <RecordFormCard
      label={t('branding.formLabel')}
      onSubmit={submit}
      submitting={update.isPending}
      cancelTo={pathTo('home')}
    >
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('branding.name')}
          helperText={t('branding.nameHelp')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormColorField
          control={form.control}
          name="primary_color"
          label={t('branding.primaryColor')}
          helperText={t('branding.primaryHelp')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormColorField
          control={form.control}
          name="secondary_color"
          label={t('branding.secondaryColor')}
          helperText={t('branding.secondaryHelp')}
        />
      </Grid>
    </RecordFormCard>
  );
}
