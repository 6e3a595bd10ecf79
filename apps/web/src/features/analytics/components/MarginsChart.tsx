import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@despacho/shared';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { chartNumber, dayLabel, moneyFormatter } from '../analytics-format';
import { ChartCard } from './ChartCard';

const COLORS = { platform: '#6a1b9a', tenant: '#1565c0', admin: '#00897b' } as const;

/** Staff: each visible price layer's margin per day, stacked, and the period's totals. */
export function MarginsChart({ margins }: { margins: NonNullable<Analytics['margins']> }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (margins.layers.length === 0)
    return (
      <ChartCard title={t('analytics.charts.margins')} testId="chart-margins">
        <Typography color="text.secondary">{t('analytics.charts.marginsNone')}</Typography>
      </ChartCard>
    );
  const totals = margins.layers
    .map((l) => `${t(`analytics.layers.${l}`)}: ${formatMoney(margins.total[l], locale)}`)
    .join(' · ');
  return (
    <ChartCard title={t('analytics.charts.margins')} testId="chart-margins">
      <Typography variant="body2" color="text.secondary" data-testid="margin-totals">
        {t('analytics.charts.marginTotal')}: {totals}
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: margins.per_day.map((d) => d.date),
            valueFormatter: (v: string) => dayLabel(v, locale),
          },
        ]}
        series={margins.layers.map((layer) => ({
          label: t(`analytics.layers.${layer}`),
          data: margins.per_day.map((d) => chartNumber(d[layer])),
          stack: 'margin',
          color: COLORS[layer],
          valueFormatter: moneyFormatter(locale),
        }))}
      />
    </ChartCard>
  );
}
