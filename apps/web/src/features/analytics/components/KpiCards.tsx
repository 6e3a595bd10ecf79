import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@despacho/shared';
import { formatAmount, formatInteger, formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        fontWeight={600}
        sx={{ fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** The range's headline figures: shipments, spend, cost per kg, deliveries, overweights. */
export function KpiCards({ totals }: { totals: Analytics['totals'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cards = [
    { label: t('analytics.kpi.shipments'), value: formatInteger(totals.shipments, locale) },
    { label: t('analytics.kpi.spend'), value: formatAmount(totals.spend, locale) },
    {
      label: t('analytics.kpi.costPerKg'),
      value: formatMoney(totals.cost_per_kg, locale),
      hint: t('analytics.kpi.billedKg', {
        kg: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(
          Number(totals.billed_kg),
        ),
      }),
    },
    {
      label: t('analytics.kpi.delivered'),
      value: formatInteger(totals.delivered, locale),
      hint:
        totals.avg_delivery_days === null
          ? undefined
          : `${t('analytics.kpi.avgDeliveryDays')}: ${t('analytics.kpi.days', {
              days: new Intl.NumberFormat(locale).format(Number(totals.avg_delivery_days)),
            })}`,
    },
    {
      label: t('analytics.kpi.overweights'),
      value: formatInteger(totals.overweights, locale),
      hint: t('analytics.kpi.overweightAmount', {
        amount: formatMoney(totals.overweight_amount, locale),
      }),
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 6, md: 'grow' }}>
          <Kpi {...c} />
        </Grid>
      ))}
    </Grid>
  );
}
