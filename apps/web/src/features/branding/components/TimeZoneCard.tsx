import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZTimeZoneForm, type TenantBranding, type TimeZoneForm } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { timeZoneOptions } from './time-zone-options';

/**
 * The tenant's time zone: the calendar of its reports, notices, pickups and labels. Owners
 * (main_admin, developer) choose it; other staff see it.
 */
export function TimeZoneCard({ tenant, canEdit }: { tenant: TenantBranding; canEdit: boolean }) {
  const { t } = useTranslation();
  if (!canEdit) {
    return (
      <Card variant="outlined" component="section" aria-label={t('branding.timeZone')}>
        <CardContent>
          <Typography variant="subtitle1">{t('branding.timeZone')}</Typography>
          <Typography>{tenant.time_zone}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('branding.timeZoneOwnersOnly')}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return <TimeZoneForm tenant={tenant} />;
}

function TimeZoneForm({ tenant }: { tenant: TenantBranding }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateTimeZone();
  const options = useMemo(() => timeZoneOptions(), []);
  const form = useForm<TimeZoneForm>({
    resolver: zodFormResolver(ZTimeZoneForm),
    defaultValues: { time_zone: tenant.time_zone },
  });
  const submit = useRecordSubmit(form, (values) =>
    update.mutateAsync(values).then((saved) => {
      form.reset({ time_zone: saved.time_zone });
      notify(t('common.saved'));
    }),
  );
  return (
    <RecordFormCard
      label={t('branding.timeZone')}
      onSubmit={submit}
      submitting={update.isPending}
      cancelTo={pathTo('home')}
    >
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="time_zone"
          label={t('branding.timeZone')}
          helperText={t('branding.timeZoneHelp')}
          required
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <optgroup label={t('branding.timeZoneMexico')}>
            {options.mexico.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('branding.timeZoneOthers')}>
            {options.rest.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        </FormTextField>
      </Grid>
    </RecordFormCard>
  );
}
