import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StaffDashboard } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { useStaffDashboard } from '../api/get-staff-dashboard';
import { LowBalanceCard } from './LowBalanceCard';
import { StaffCountCard } from './StaffCountCard';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';

interface Count {
  id: string;
  count: number | null;
  to: string;
  attention?: boolean;
}

const countsOf = (d: StaffDashboard): Count[] => [
  { id: 'shipmentsToday', count: d.shipments_today, to: pathTo('shipments') },
  {
    id: 'pendingCancellations',
    count: d.pending_cancellations,
    to: `${pathTo('shipments')}?status=pending_cancellation`,
    attention: true,
  },
  {
    id: 'paymentProofs',
    count: d.payment_proofs_pending,
    to: pathTo('paymentProofs'),
    attention: true,
  },
  { id: 'invoices', count: d.invoices_pending, to: pathTo('invoices'), attention: true },
];

/**
 * The staff's dashboard of the tenant (issue 25): what came in today and what waits for an
 * answer, each card opening the list it counts; then the customers about to run out of funds.
 * A part the viewer may not act on is not shown (the server sends it as null).
 */
export function StaffWork() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useStaffDashboard();
  const counts = data ? countsOf(data).filter((c) => c.count !== null) : [];
  const size = { xs: 6, md: counts.length ? 12 / counts.length : 3 };
  return (
    <section aria-labelledby="staff-work-title">
      <Typography id="staff-work-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('dashboard.staff.title')}
      </Typography>
      {isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 6, md: 3 }}>
              <Skeleton variant="rounded" height={132} />
            </Grid>
          ))}
        </Grid>
      ) : isError || !data ? (
        <LoadErrorAlert
          message={t('dashboard.staff.loadError')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <Grid container spacing={2}>
          {counts.map((c) => (
            <Grid key={c.id} size={size}>
              <StaffCountCard
                id={c.id}
                label={t(`dashboard.staff.${c.id}`)}
                help={t(`dashboard.staff.${c.id}Help`)}
                count={c.count ?? 0}
                to={c.to}
                attention={c.attention}
              />
            </Grid>
          ))}
          {data.low_balance && (
            <Grid size={12}>
              <LowBalanceCard lowBalance={data.low_balance} />
            </Grid>
          )}
        </Grid>
      )}
    </section>
  );
}
