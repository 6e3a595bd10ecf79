import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import East from '@mui/icons-material/East';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicTracking } from '@despacho/shared';
import { isApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { OptionalShell } from '../../../app/OptionalShell';
import { pathTo } from '../../../app/route-table';
import { useTenant } from '../../tenant/api/get-tenant';
import { usePublicTracking } from '../api/get-public-tracking';
import { DestinationPostalCodeForm } from '../components/DestinationPostalCodeForm';
import { TrackingLookupForm } from '../components/TrackingLookupForm';
import { TrackingSteps } from '../components/TrackingSteps';
import { TrackingTimeline } from '../components/TrackingTimeline';
import { formatEventTime, isTrouble } from '../components/tracking-format';

/** Why the server refused the postal code (422 on the field, or 429 after too many), if it did. */
function postalCodeRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 422) return error.errors.postal_code?.[0] ?? error.message;
  if (error.status === 429) return error.message;
  return null;
}

/**
 * /track/:trackingNumber[?cp=] — anyone with the number sees the status, the dates and the
 * carrier; the destination postal code (or being the shipment's owner or staff) adds the two
 * cities and every scan's place and words. No personal data either way.
 */
export function PublicTrackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const trackingNumber = (useParams().trackingNumber ?? '').trim();
  const postalCode = (params.get('cp') ?? '').trim();
  const asked = usePublicTracking(trackingNumber, postalCode);
  // A refused postal code still leaves the status to show: ask again without it.
  const refusal = postalCode ? postalCodeRefusal(asked.error) : null;
  const summary = usePublicTracking(trackingNumber, '', { enabled: refusal !== null });
  const tracking = refusal !== null ? summary : asked;
  usePageTitle(t('tracking.title'));
  const notFound = isApiError(tracking.error) && tracking.error.status === 404;
  const unlock = (code: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('cp', code);
        return next;
      },
      { replace: true },
    );

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
          <TrackingResult
            tracking={tracking.data}
            unlock={
              tracking.data.details ? null : (
                <DestinationPostalCodeForm
                  key={postalCode}
                  initial={postalCode}
                  error={refusal}
                  onSubmit={unlock}
                />
              )
            }
          />
        )}
      </Stack>
    </OptionalShell>
  );
}

function TrackingResult({
  tracking: r,
  unlock,
}: {
  tracking: PublicTracking;
  /** The postal-code form, while the details are locked. */
  unlock: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // No session here: the host's tenant (its public branding) gives the clock, not the browser.
  const timeZone = useTenant().data?.time_zone;
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
            {r.details && (
              <>
                <Typography aria-label={t('tracking.origin')}>{r.origin_city}</Typography>
                <East fontSize="small" color="action" aria-hidden />
                <Typography aria-label={t('tracking.destination')}>{r.destination_city}</Typography>
              </>
            )}
            {r.shipped_at && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                {t('tracking.shippedAt', { date: formatEventTime(r.shipped_at, locale, timeZone) })}
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
          {unlock}
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
              {t('tracking.eventsTitle')}
            </Typography>
            <TrackingTimeline events={r.events} timeZone={timeZone} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
