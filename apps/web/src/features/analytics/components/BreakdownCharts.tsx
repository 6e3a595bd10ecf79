import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@despacho/shared';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { currentLocale } from '../../../lib/i18n';
import { chartNumber, moneyFormatter } from '../analytics-format';
import { ChartCard } from './ChartCard';

const HEIGHT = 280;

/**
 * Shipments by carrier or by service as horizontal bars (long names fit); the tooltip adds
 * each bar's spend.
 */
export function GroupChart({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: { name: string; shipments: number; spend: string; carrier?: string }[];
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = moneyFormatter(locale);
  const phone = useIsPhone();
  const labels = rows.map((r) => (r.carrier ? `${r.name} · ${r.carrier}` : r.name || '—'));
  return (
    <ChartCard title={title} testId={testId}>
      <BarChart
        height={Math.max(200, 44 * rows.length + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: labels, width: phone ? 110 : 160 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            label: t('analytics.charts.shipments'),
            data: rows.map((r) => r.shipments),
            valueFormatter: (v, { dataIndex }) =>
              `${v ?? 0} · ${money(chartNumber(rows[dataIndex]?.spend))}`,
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}

/** Shipments bought in the range by their status now, as a donut. */
export function StatusChart({ rows }: { rows: Analytics['by_status'] }) {
  const { t } = useTranslation();
  return (
    <ChartCard title={t('analytics.charts.byStatus')} testId="chart-status">
      <PieChart
        height={HEIGHT}
        series={[
          {
            innerRadius: 60,
            paddingAngle: 1,
            cornerRadius: 3,
            data: rows.map((r, i) => ({
              id: i,
              value: r.shipments,
              label: t(`shipments.statuses.${r.status}`, { defaultValue: r.status }),
            })),
          },
        ]}
      />
    </ChartCard>
  );
}

/** Average days from purchase to delivery, per carrier. */
export function DeliveryTimesChart({ rows }: { rows: Analytics['delivery_by_carrier'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const days = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <ChartCard title={t('analytics.charts.deliveryTimes')} testId="chart-delivery">
      <BarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: rows.map((r) => r.name || '—') }]}
        series={[
          {
            label: t('analytics.charts.avgDays'),
            data: rows.map((r) => Number(r.avg_days)),
            valueFormatter: (v) => (v === null ? '—' : days.format(v)),
            color: '#2e7d32',
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
