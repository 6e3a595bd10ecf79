import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { RateBreakdown } from '../../quotes/components/RateBreakdown';
import { TrackingTimeline } from '../../tracking/components/TrackingTimeline';
import { useShipmentTracking } from '../api/get-shipment-tracking';
import { AddressBlock } from './AddressBlock';
import { CarrierLogo } from './CarrierLogo';
import { ShipmentActionBar } from './ShipmentActionBar';
import { ShipmentFulfilment } from './ShipmentFulfilment';
import { ShipmentStatusChip } from './ShipmentStatusChip';
import { TrackingNumberLink } from './TrackingNumberLink';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label/value lines; a value that is absent is left out rather than shown as a dash. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, max-content) 1fr',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const kg = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} kg`;

/** The expanded row: addresses, carrier and tracking, parcel, owner, price, actions. */
export function ShipmentDetail({ shipment: s }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const timeZone = useTenant().data?.time_zone;
  const labelled = !!s.tracking_number && !!s.label_created_at;
  const tracking = useShipmentTracking(s.id, labelled);
  const p = s.parcel;
  const number = (v: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v);

  return (
    <Stack spacing={2} sx={{ py: 2, px: { xs: 0, sm: 1 } }} data-testid="shipment-detail">
      {s.status === 'error' && s.error_message && <Alert severity="error">{s.error_message}</Alert>}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Section title={t('shipments.detail.origin')}>
            <AddressBlock address={s.origin} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Section title={t('shipments.detail.destination')}>
            <AddressBlock address={s.destination} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('shipments.detail.shipment')}>
            {s.carrier_name && (
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                <CarrierLogo
                  name={s.carrier_name}
                  url={s.carrier_logo_url}
                  alt={t('shipments.detail.logoOf', { name: s.carrier_name })}
                  size="large"
                />
                <Typography fontWeight={600}>{s.carrier_name}</Typography>
              </Stack>
            )}
            <Facts
              items={[
                [
                  t('shipments.detail.source'),
                  s.source_number
                    ? t('shipments.detail.sourceOrder', {
                        source: t(`shipments.sources.${s.source}`),
                        number: s.source_number,
                      })
                    : t(`shipments.sources.${s.source}`),
                ],
                [
                  t('shipments.detail.fulfilment'),
                  s.fulfilment_status && <ShipmentFulfilment key="f" shipment={s} />,
                ],
                [t('shipments.detail.status'), <ShipmentStatusChip key="s" status={s.status} />],
                [t('shipments.detail.service'), s.service_name],
                [
                  t('shipments.detail.trackingNumber'),
                  s.tracking_number && (
                    <TrackingNumberLink
                      trackingNumber={s.tracking_number}
                      trackingUrl={s.tracking_url}
                    />
                  ),
                ],
                [
                  t('shipments.detail.pickupReference'),
                  s.pickup?.status === 'generated' ? s.pickup.reference_number : null,
                ],
                [
                  t('shipments.detail.labelDate'),
                  s.label_created_at && formatDateTime(s.label_created_at, locale, timeZone),
                ],
                [t('shipments.detail.total'), s.total && formatMoney(s.total, locale)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Section title={t('shipments.detail.parcel')}>
            {p ? (
              <Facts
                items={[
                  [t('shipments.detail.parcelType'), t(`quotes.parcelTypes.${p.parcel_type}`)],
                  [t('shipments.detail.contents'), p.contents],
                  [
                    t('shipments.detail.size'),
                    `${number(p.length)} × ${number(p.width)} × ${number(p.height)} cm`,
                  ],
                  [t('shipments.detail.weight'), kg(p.weight, locale)],
                  [t('shipments.detail.volumetricWeight'), kg(p.volumetric_weight, locale)],
                ]}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('shipments.detail.noParcel')}
              </Typography>
            )}
          </Section>
        </Grid>
        {s.user && (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Section title={t('shipments.detail.owner')}>
              <Typography variant="body2" fontWeight={600}>
                {s.user.fullname}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('shipments.detail.userId', { id: s.user.id })}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {s.user.email}
              </Typography>
              <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.5 }}>
                {s.user.has_user_prices ? (
                  <CheckCircle fontSize="small" color="success" />
                ) : (
                  <Cancel fontSize="small" color="disabled" />
                )}
                <Typography variant="body2">
                  {s.user.has_user_prices
                    ? t('shipments.detail.hasUserPrices')
                    : t('shipments.detail.noUserPrices')}
                </Typography>
              </Stack>
            </Section>
          </Grid>
        )}
        {s.rate && (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Section title={t('shipments.detail.price')}>
              <Box sx={{ mx: -2 }}>
                <RateBreakdown rate={s.rate} />
              </Box>
            </Section>
          </Grid>
        )}
        {labelled && (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Section title={t('shipments.detail.tracking')}>
              {tracking.isPending ? (
                <Typography variant="body2" color="text.secondary">
                  {t('common.loading')}
                </Typography>
              ) : tracking.isError ? (
                <Typography variant="body2" color="text.secondary">
                  {t('shipments.detail.trackingUnavailable')}
                </Typography>
              ) : (
                <TrackingTimeline
                  events={tracking.data}
                  dense
                  timeZone={timeZone}
                  collapseAfter={3}
                />
              )}
            </Section>
          </Grid>
        )}
      </Grid>
      <ShipmentActionBar shipment={s} />
    </Stack>
  );
}
