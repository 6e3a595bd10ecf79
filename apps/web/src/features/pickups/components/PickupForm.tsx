import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_PICKUP_WINDOW,
  PICKUP_CUTOFF_HOUR,
  PICKUP_WINDOWS,
  pickupDate,
  localDateKey,
} from '@despacho/domain';
import { ZPickupRequest } from '@despacho/shared';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormSelect } from '../../../components/form/FormSelect';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import type { PickupRequest } from '../api/pickups';

/** The contract's day and window, the day required here (the form always shows one). */
const ZPickupForm = ZPickupRequest.shape.pickup.pick({ window: true }).extend({
  date: z.string({ error: 'v.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' }),
});
type Values = z.input<typeof ZPickupForm>;

/**
 * A new pickup: the day (the rule's day by default — today before 12:00, else tomorrow, in
 * the tenant's clock — never one gone by) and one of the three windows.
 */
export function PickupForm({
  shipmentId,
  timeZone,
  submitting,
  onSubmit,
}: {
  shipmentId: number;
  timeZone: string;
  submitting: boolean;
  onSubmit: (request: PickupRequest) => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const today = localDateKey(now, timeZone);
  const form = useForm<Values>({
    resolver: zodFormResolver(ZPickupForm) as never,
    defaultValues: { date: pickupDate(now, timeZone), window: DEFAULT_PICKUP_WINDOW },
  });
  const submit = form.handleSubmit((values) => {
    if (values.date < localDateKey(new Date(), timeZone)) {
      form.setError('date', { type: 'min', message: t('dates.notBefore') });
      return;
    }
    onSubmit({ shipment_id: shipmentId, date: values.date, window: values.window ?? 'morning' });
  });
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={t('pickups.formLabel')}
        >
          <Typography variant="h6" component="h2">
            {t('pickups.schedule')}
          </Typography>
          <Alert severity="info">{t('pickups.rule', { hour: `${PICKUP_CUTOFF_HOUR}:00` })}</Alert>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={form.control}
                name="date"
                label={t('pickups.fields.date')}
                required
                minDate={today}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect
                control={form.control}
                name="window"
                label={t('pickups.fields.window')}
                required
                options={PICKUP_WINDOWS.map((w) => ({ value: w.id, label: `${w.from}–${w.to}` }))}
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button component={Link} to={pathTo('shipments')} color="inherit">
              {t('common.back')}
            </Button>
            <Button type="submit" variant="contained" loading={submitting}>
              {t('common.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
