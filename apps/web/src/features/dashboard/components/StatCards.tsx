import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@despacho/shared';
import { formatInteger, formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" fontWeight={600} sx={{ mt: 1 }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Balance, successful shipments this month and in total. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cards = [
    { id: 'balance', label: t('dashboard.balance'), value: formatMoney(dashboard.balance, locale) },
    {
      id: 'month',
      label: t('dashboard.shipmentsThisMonth'),
      value: formatInteger(dashboard.total_current_month, locale),
    },
    {
      id: 'total',
      label: t('dashboard.shipmentsTotal'),
      value: formatInteger(dashboard.total, locale),
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, md: 4 }}>
          <StatCard label={card.label} value={card.value} testId={`stat-${card.id}`} />
        </Grid>
      ))}
    </Grid>
  );
}
