import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { PickupDays } from '@despacho/shared';
import { useErrorHandler } from '../../../lib/error-handler';
import { PickupSlotFields, usePickupSlotForm, type PickupSlotValues } from './PickupSlotFields';

/**
 * Spec 2 "Pickup screen": reschedule with a date dialog. Offers the carrier's pickup days only
 * (the server's list), keeps the booked window by default; a refusal (422 on the day, or the
 * carrier's 502) shows under the field or as a notification and the booked pickup stays.
 */
export function RescheduleDialog({
  open,
  days,
  current,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  days: PickupDays;
  current: PickupSlotValues;
  busy: boolean;
  onConfirm: (slot: PickupSlotValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const first = days.days.find((d) => d !== current.date) ?? days.days[0] ?? '';
  const form = usePickupSlotForm(days, { date: first, window: current.window });
  const submit = form.submitSlot((slot) => {
    onConfirm(slot).catch((error: unknown) => handleError(error, form));
  });
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby="pickup-reschedule-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="pickup-reschedule-title">{t('pickups.rescheduleTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('pickups.rescheduleHelp')}</DialogContentText>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <PickupSlotFields form={form} days={days} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('pickups.reschedule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
