import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  ESTAFETA_PROVIDER_CODE,
  type ReportKey,
  type ReportLimit,
} from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { todayIn } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useProviders } from '../../carriers/api/carriers';
import { useTenant } from '../../tenant/api/get-tenant';
import { downloadReport, useReportLimit, useReports, useSetReportVisibility } from '../api/reports';
import { ReportCard } from '../components/ReportCard';
import { ReportDateField } from '../components/ReportDateField';
import { ShipmentsReportFilters } from '../components/ShipmentsReportFilters';
import {
  defaultRange,
  reportBody,
  reportFormErrors,
  shownDate,
  type ReportForm,
} from '../report-form';

/**
 * /reports (spec 1 §2 Reports): one range for every report (the current Monterrey month up to
 * today by default; non-developers from the report limit on), the shipments filters, and a
 * card per report whose button downloads its .xlsx with a progress bar while it builds.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const limit = useReportLimit();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  return (
    <>
      <PageHeader title={t('reports.title')} />
      {limit.data ? (
        <ReportsContent limit={limit.data} timeZone={timeZone} />
      ) : (
        <Stack alignItems="center" sx={{ py: 6 }}>
          <CircularProgress aria-label={t('reports.loading')} />
        </Stack>
      )}
    </>
  );
}

function ReportsContent({ limit, timeZone }: { limit: ReportLimit; timeZone: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const isDeveloper = useCurrentUser().data?.user_type === 'developer';
  const reports = useReports();
  const providers = useProviders().data ?? [];
  const toggle = useSetReportVisibility();
  const today = todayIn(timeZone);
  const floor = limit.applies ? limit.val : null;
  const form = useForm<ReportForm>({
    defaultValues: {
      ...defaultRange(today, floor),
      status: '',
      provider_id: '',
      all_shipments: false,
      estafeta_range: '',
      estafeta_account: '',
      estafeta_agent: '',
      estafeta_shipping_number: '',
    },
  });
  const providerId = useWatch({ control: form.control, name: 'provider_id' });
  // The shipments filters are the developers' (spec 1 §6); others get the default file.
  const estafeta =
    isDeveloper &&
    providers.find((p) => String(p.id) === providerId)?.code === ESTAFETA_PROVIDER_CODE;
  const [progress, setProgress] = useState<Partial<Record<ReportKey, number>>>({});

  async function download(key: ReportKey) {
    form.clearErrors();
    const values = form.getValues();
    const errors = reportFormErrors(values, key, { today, floor, estafeta, locale });
    if (Object.keys(errors).length) {
      for (const [field, message] of Object.entries(errors))
        form.setError(field as keyof ReportForm, { type: 'check', message });
      notify(t('errors.checkFields'), 'error');
      return;
    }
    setProgress((p) => ({ ...p, [key]: 0 }));
    try {
      await downloadReport(
        key,
        reportBody(values, key, { estafeta, filters: isDeveloper }),
        (bytes) => setProgress((p) => ({ ...p, [key]: bytes })),
      );
    } catch (error) {
      handleError(error, form);
    } finally {
      setProgress((p) => {
        const next = { ...p };
        delete next[key];
        return next;
      });
    }
  }

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h2" fontWeight={600}>
              {t('reports.range.title')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ReportDateField
                  control={form.control}
                  name="start_date"
                  label={t('reports.range.start')}
                  min={floor}
                  max={today}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ReportDateField
                  control={form.control}
                  name="end_date"
                  label={t('reports.range.end')}
                  min={floor}
                  max={today}
                />
              </Grid>
            </Grid>
            <Typography variant="body2" color="text.secondary">
              {floor
                ? t('reports.range.limitHelp', { date: shownDate(floor, locale) })
                : t('reports.range.help')}
            </Typography>
            {isDeveloper && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {t('reports.filters.title')}
                </Typography>
                <ShipmentsReportFilters
                  control={form.control}
                  providers={providers}
                  estafeta={estafeta}
                />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      {reports.data?.length === 0 && (
        <Typography color="text.secondary">{t('reports.none')}</Typography>
      )}
      <Grid container spacing={2}>
        {reports.data?.map((report) => (
          <Grid key={report.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ReportCard
              report={report}
              description={
                report.key === 'shipments' && !isDeveloper
                  ? t('reports.items.shipments.descriptionDefault')
                  : undefined
              }
              progress={progress[report.key] ?? null}
              onDownload={() => void download(report.key)}
              canToggle={isDeveloper}
              toggling={toggle.isPending}
              onToggle={(visible) =>
                toggle.mutate(
                  { key: report.key, visible },
                  {
                    onSuccess: () => notify(t('reports.visibilitySaved'), 'success'),
                    onError: (error) => handleError(error),
                  },
                )
              }
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
