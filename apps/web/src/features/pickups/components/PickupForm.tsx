import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PICKUP_CUTOFF_HOUR } from '@despacho/domain';
import type { PickupDays } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import type { PickupRequest } from '../api/pickups';
import { PickupSlotFields, usePickupSlotForm } from './PickupSlotFields';

/**
 * A new pickup: one of the days the carrier collects (the server's list: its working days,
 * today only before 12:00, in the tenant's clock), the earliest by default, and a window.
 */
export function PickupForm({
  shipmentId,
  days,
  submitting,
  onSubmit,
}: {
  shipmentId: number;
  days: PickupDays;
  submitting: boolean;
  onSubmit: (request: PickupRequest) => void;
}) {
  const { t } = useTranslation();
  const form = usePickupSlotForm(days, { date: days.days[0] ?? '', window: 'morning' });
  const submit = form.submitSlot((slot) => onSubmit({ shipment_id: shipmentId, ...slot }));
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
            <PickupSlotFields form={form} days={days} />
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
