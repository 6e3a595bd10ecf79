import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, type Analytics } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { Query } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { rangeProblem } from '../analytics-format';
import { useExportAnalytics } from '../api/export-analytics';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsFilters, type AnalyticsFilterValues } from './AnalyticsFilters';
import { DeliveryTimesChart, GroupChart, StatusChart } from './BreakdownCharts';
import { KpiCards } from './KpiCards';
import { MarginsChart } from './MarginsChart';
import { OverweightsChart, ShipmentsPerDayChart } from './PerDayCharts';

const isEmpty = (a: Analytics) =>
  a.totals.shipments === 0 && a.by_status.length === 0 && a.totals.overweights === 0;

/**
 * The charts page: filters live in the URL (from, to, user_id for staff); without dates the
 * server's default (the last 30 days of the tenant's calendar) fills the pickers.
 */
export function AnalyticsDashboard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser().data;
  const staff = !!user && isStaff(user.user_type);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const userId = staff ? (params.get('user_id') ?? '') : '';
  const problem = from && to ? rangeProblem(from, to) : null;
  const query: Query = {
    from: from || undefined,
    to: to || undefined,
    user_id: userId || undefined,
  };
  const { data, isFetching, error } = useAnalytics(query, !problem);
  const exporter = useExportAnalytics();
  const onError = useErrorHandler();

  const values: AnalyticsFilterValues = {
    from: from || data?.from || '',
    to: to || data?.to || '',
    customer: userId ? { id: Number(userId), label: params.get('customer') ?? `#${userId}` } : null,
  };
  const apply = (next: AnalyticsFilterValues) =>
    setParams(
      (prev) => {
        const url = new URLSearchParams(prev);
        url.set('from', next.from);
        url.set('to', next.to);
        if (next.customer) {
          url.set('user_id', String(next.customer.id));
          url.set('customer', next.customer.label);
        } else {
          url.delete('user_id');
          url.delete('customer');
        }
        return url;
      },
      { replace: true },
    );

  return (
    <ChartsLocalizationProvider
      localeText={{ noData: t('analytics.charts.noData'), loading: t('analytics.charts.loading') }}
    >
      <PageHeader title={t('analytics.title')} />
      <AnalyticsFilters
        values={values}
        staff={staff}
        problem={problem}
        onChange={apply}
        exporting={exporter.isPending}
        onExport={() =>
          exporter.mutate(
            { from: values.from || undefined, to: values.to || undefined, user_id: query.user_id },
            { onError: (e) => onError(e) },
          )
        }
      />
      {isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('analytics.charts.loading')} />}
      {error && !problem && <Alert severity="error">{String(error.message)}</Alert>}
      {data && !problem && (
        <>
          <KpiCards totals={data.totals} />
          {isEmpty(data) ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', mb: 2 }}>
              <Typography variant="h6" component="h2">
                {t('analytics.empty.title')}
              </Typography>
              <Typography color="text.secondary">{t('analytics.empty.help')}</Typography>
            </Paper>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 8 }}>
                <ShipmentsPerDayChart days={data.per_day} />
              </Grid>
              <Grid size={{ xs: 12, md: 6, lg: 4 }}>
                <StatusChart rows={data.by_status} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <GroupChart
                  title={t('analytics.charts.byCarrier')}
                  testId="chart-carrier"
                  rows={data.by_carrier}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <GroupChart
                  title={t('analytics.charts.byService')}
                  testId="chart-service"
                  rows={data.by_service}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <DeliveryTimesChart rows={data.delivery_by_carrier} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <OverweightsChart days={data.overweights_per_day} />
              </Grid>
              {data.margins && (
                <Grid size={12}>
                  <MarginsChart margins={data.margins} />
                </Grid>
              )}
            </Grid>
          )}
        </>
      )}
    </ChartsLocalizationProvider>
  );
}
