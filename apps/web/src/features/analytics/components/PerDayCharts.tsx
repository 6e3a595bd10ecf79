import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@despacho/shared';
import { currentLocale } from '../../../lib/i18n';
import { chartNumber, dayLabel, moneyFormatter } from '../analytics-format';
import { ChartCard } from './ChartCard';

const HEIGHT = 280;

/** Shipments (left axis) and spend (right axis) for each day of the range. */
export function ShipmentsPerDayChart({ days }: { days: Analytics['per_day'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ChartCard title={t('analytics.charts.perDay')} testId="chart-per-day">
      <LineChart
        height={HEIGHT}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((d) => d.date),
            valueFormatter: (v: string) => dayLabel(v, locale),
          },
        ]}
        yAxis={[
          { id: 'n', position: 'left', tickMinStep: 1 },
          { id: 'money', position: 'right', width: 64 },
        ]}
        series={[
          {
            yAxisId: 'n',
            label: t('analytics.charts.shipments'),
            data: days.map((d) => d.shipments),
            // Straight segments: a smoothed curve would draw values between days that never were.
            curve: 'linear',
            showMark: days.length <= 14,
          },
          {
            yAxisId: 'money',
            label: t('analytics.charts.spend'),
            data: days.map((d) => chartNumber(d.spend)),
            valueFormatter: moneyFormatter(locale),
            curve: 'linear',
            showMark: days.length <= 14,
          },
        ]}
      />
    </ChartCard>
  );
}

/** The overweights' amount charged per day. */
export function OverweightsChart({ days }: { days: Analytics['overweights_per_day'] }) {
  // Nothing charged in the range: the chart says so instead of a flat row of zeros.
  const none = days.every((d) => d.overweights === 0);
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ChartCard title={t('analytics.charts.overweights')} testId="chart-overweights">
      <BarChart
        height={HEIGHT}
        xAxis={[
          {
            scaleType: 'band',
            data: none ? [] : days.map((d) => d.date),
            valueFormatter: (v: string) => dayLabel(v, locale),
          },
        ]}
        series={[
          {
            label: t('analytics.charts.overweightAmount'),
            data: none ? [] : days.map((d) => chartNumber(d.amount)),
            valueFormatter: moneyFormatter(locale),
            color: '#ef6c00',
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
