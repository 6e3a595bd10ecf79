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
import Replay from '@mui/icons-material/Replay';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';
import { PickupStatusChip } from './PickupStatusChip';
import { windowText } from './pickup-schedule';

export interface PickupView {
  date_from: string;
  date_to: string;
  reference_number: string | null;
  status: 'generated' | 'error';
  error_message: string | null;
}

/** A booked (or refused) pickup: day, window, the carrier's number, and a retry when refused. */
export function PickupSummary({
  pickup,
  timeZone,
  retrying,
  onRetry,
}: {
  pickup: PickupView;
  timeZone: string;
  retrying: boolean;
  onRetry: () => void;
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
          {pickup.status === 'generated' ? (
            <Alert severity="success">{t('pickups.generated')}</Alert>
          ) : (
            <Alert severity="error">
              <AlertTitle>{t('pickups.refused')}</AlertTitle>
              {pickup.error_message || t('pickups.refusedNoReason')}
            </Alert>
          )}
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
            {pickup.status !== 'generated' && (
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
