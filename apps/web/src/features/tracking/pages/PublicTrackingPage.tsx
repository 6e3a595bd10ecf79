import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import East from '@mui/icons-material/East';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicTracking } from '@despacho/shared';
import { isApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { OptionalShell } from '../../../app/OptionalShell';
import { pathTo } from '../../../app/route-table';
import { usePublicTracking } from '../api/get-public-tracking';
import { TrackingLookupForm } from '../components/TrackingLookupForm';
import { TrackingSteps } from '../components/TrackingSteps';
import { TrackingTimeline } from '../components/TrackingTimeline';
import { formatEventTime, isTrouble } from '../components/tracking-format';

/**
 * /track/:trackingNumber — anyone with the number sees where the parcel is: carrier, service,
 * the two cities, the current status on the road, and every scan. No personal data.
 */
export function PublicTrackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trackingNumber = (useParams().trackingNumber ?? '').trim();
  const tracking = usePublicTracking(trackingNumber);
  usePageTitle(t('tracking.title'));
  const notFound = isApiError(tracking.error) && tracking.error.status === 404;

  return (
    <OptionalShell>
      <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', width: '100%', pt: { xs: 1, sm: 3 } }}>
        <Box>
          <Typography variant="h5" component="h1" fontWeight={600} gutterBottom>
            {t('tracking.title')}
          </Typography>
          <TrackingLookupForm
            initial={trackingNumber}
            onLookup={(n) => void navigate(pathTo('publicTracking', { trackingNumber: n }))}
          />
        </Box>
        {tracking.isPending ? (
          <Card variant="outlined" role="status" aria-label={t('common.loading')} aria-busy>
            <CardContent>
              <Skeleton width="40%" sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="rounded" height={72} sx={{ my: 2 }} />
              <Skeleton width="70%" />
              <Skeleton width="60%" />
            </CardContent>
          </Card>
        ) : notFound ? (
          <Alert severity="warning" variant="outlined">
            <Typography fontWeight={600}>{t('tracking.notFound')}</Typography>
            {t('tracking.notFoundHelp')}
          </Alert>
        ) : tracking.isError ? (
          <Alert severity="error">{tracking.error.message || t('errors.generic')}</Alert>
        ) : (
          <TrackingResult tracking={tracking.data} />
        )}
      </Stack>
    </OptionalShell>
  );
}

function TrackingResult({ tracking: r }: { tracking: PublicTracking }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const status = r.status ?? r.events.at(-1)?.status ?? null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                {t('tracking.trackingNumber')}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {r.tracking_number}
              </Typography>
            </Box>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography fontWeight={600}>{r.carrier_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {r.service_name}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography aria-label={t('tracking.origin')}>{r.origin_city}</Typography>
            <East fontSize="small" color="action" aria-hidden />
            <Typography aria-label={t('tracking.destination')}>{r.destination_city}</Typography>
            {r.shipped_at && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                {t('tracking.shippedAt', { date: formatEventTime(r.shipped_at, locale) })}
              </Typography>
            )}
          </Stack>
          <Box>
            <Typography
              variant="h5"
              component="p"
              fontWeight={700}
              color={
                isTrouble(status) ? 'error' : status === 'delivered' ? 'success.main' : 'primary'
              }
              gutterBottom
              data-testid="tracking-status"
            >
              {status ? t(`tracking.statuses.${status}`) : t('tracking.noStatus')}
            </Typography>
            <TrackingSteps status={status} history={r.events.map((e) => e.status)} />
          </Box>
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
              {t('tracking.eventsTitle')}
            </Typography>
            <TrackingTimeline events={r.events} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
