import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@despacho/shared';
import { formatAmount, formatInteger } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';

function StatCard({
  label,
  value,
  testId,
  next,
}: {
  label: string;
  value: string;
  testId: string;
  /** What to do when the number is zero ("Agrega fondos"). */
  next?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" fontWeight={600} sx={{ mt: 1 }} data-testid={testId}>
          {value}
        </Typography>
        {next}
      </CardContent>
    </Card>
  );
}

const nextStep = (to: string, label: string) => (
  <Button component={Link} to={to} size="small" sx={{ mt: 1, ml: -1 }}>
    {label}
  </Button>
);

/**
 * A customer's balance (with its currency), successful shipments this month and in total. Staff
 * see the tenant's shipments and active accounts instead: their own balance says nothing.
 */
export function StatCards({ dashboard, customer }: { dashboard: Dashboard; customer: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const noFunds = customer && Number(dashboard.balance) <= 0;
  const noShipments = customer && dashboard.total === 0;
  const balance = {
    id: 'balance',
    label: t('dashboard.balance'),
    value: formatAmount(dashboard.balance, locale),
    next: noFunds && nextStep(pathTo('addFunds'), t('dashboard.empty.addFunds')),
  };
  const activeUsers = dashboard.active_users !== null && {
    id: 'active-users',
    label: t('dashboard.staff.activeUsers'),
    value: formatInteger(dashboard.active_users, locale),
    next: false,
  };
  const cards = [
    customer && balance,
    {
      id: 'month',
      label: t('dashboard.shipmentsThisMonth'),
      value: formatInteger(dashboard.total_current_month, locale),
      next: false,
    },
    {
      id: 'total',
      label: t('dashboard.shipmentsTotal'),
      value: formatInteger(dashboard.total, locale),
      next: noShipments && nextStep(pathTo('newShipment'), t('dashboard.empty.firstShipment')),
    },
    !customer && activeUsers,
  ].filter((card) => card !== false);
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, md: 4 }}>
          <StatCard
            label={card.label}
            value={card.value}
            testId={`stat-${card.id}`}
            next={card.next}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** The dashboard's shape while it loads. */
export function StatCardsSkeleton() {
  return (
    <Grid container spacing={2}>
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={118} />
        </Grid>
      ))}
    </Grid>
  );
}
