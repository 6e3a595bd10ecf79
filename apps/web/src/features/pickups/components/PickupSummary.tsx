import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Replay from '@mui/icons-material/Replay';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PickupStatus } from '@despacho/shared';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';
import { PickupStatusChip } from './PickupStatusChip';
import { windowText } from './pickup-schedule';

export interface PickupView {
  date_from: string;
  date_to: string;
  reference_number: string | null;
  status: PickupStatus;
  error_message: string | null;
  cancel_reason?: 'shipment_canceled' | 'rescheduled' | null;
}

function StatusAlert({ pickup }: { pickup: PickupView }) {
  const { t } = useTranslation();
  switch (pickup.status) {
    case 'generated':
      return <Alert severity="success">{t('pickups.generated')}</Alert>;
    case 'error':
      return (
        <Alert severity="error">
          <AlertTitle>{t('pickups.refused')}</AlertTitle>
          {pickup.error_message || t('pickups.refusedNoReason')}
        </Alert>
      );
    case 'canceling':
      return <Alert severity="warning">{t('pickups.canceling')}</Alert>;
    case 'canceled':
      return (
        <Alert severity="info">
          {t(`pickups.cancelReasons.${pickup.cancel_reason ?? 'shipment_canceled'}`)}
        </Alert>
      );
    case 'cancel_failed':
      return (
        <Alert severity="error">
          <AlertTitle>{t('pickups.cancelFailed')}</AlertTitle>
          {pickup.error_message}
        </Alert>
      );
  }
}

/**
 * A pickup: day, window, the carrier's number and status; Retry when the carrier refused it
 * and a new one may be booked, Reschedule when it is booked and the caller may move it.
 */
export function PickupSummary({
  pickup,
  timeZone,
  retrying,
  canRetry,
  onRetry,
  canReschedule,
  onReschedule,
}: {
  pickup: PickupView;
  timeZone: string;
  retrying: boolean;
  canRetry: boolean;
  onRetry: () => void;
  canReschedule: boolean;
  onReschedule: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const facts: [string, ReactNode][] = [
    [t('pickups.fields.date'), formatDate(pickup.date_from, locale, timeZone)],
    [t('pickups.fields.window'), windowText(pickup, locale, timeZone)],
    [t('pickups.fields.reference'), pickup.reference_number ?? '—'],
    [t('pickups.fields.status'), <PickupStatusChip key="s" status={pickup.status} />],
  ];
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <StatusAlert pickup={pickup} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 1,
              m: 0,
            }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap" useFlexGap>
            <Button
              component={Link}
              to={pathTo('shipments')}
              startIcon={<ArrowBack />}
              color="inherit"
            >
              {t('common.back')}
            </Button>
            {pickup.status === 'generated' && canReschedule && (
              <Button variant="outlined" startIcon={<EventRepeat />} onClick={onReschedule}>
                {t('pickups.reschedule')}
              </Button>
            )}
            {pickup.status === 'error' && canRetry && (
              <Button
                variant="contained"
                startIcon={<Replay />}
                loading={retrying}
                onClick={onRetry}
              >
                {t('pickups.retry')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
