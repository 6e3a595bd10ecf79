import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type CustomerChoice } from './CustomerPicker';
import { RangeDateField } from './RangeDateField';

export interface AnalyticsFilterValues {
  from: string;
  to: string;
  customer: CustomerChoice | null;
}

/** The range (the app's date pickers), the customer for staff, and the Excel export. */
export function AnalyticsFilters({
  values,
  staff,
  problem,
  onChange,
  onExport,
  exporting,
}: {
  values: AnalyticsFilterValues;
  staff: boolean;
  /** An i18n key when the range is refused (shown under "to"). */
  problem: string | null;
  onChange: (next: AnalyticsFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label={t('analytics.filters.label')}
      sx={{ p: 2, mb: 2 }}
    >
      <Grid container spacing={1.5} alignItems="flex-start">
        <Grid size={{ xs: 6, sm: 3, md: 2.5 }}>
          <RangeDateField
            id="analytics-from"
            label={t('analytics.filters.from')}
            value={values.from}
            onChange={(from) => onChange({ ...values, from })}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2.5 }}>
          <RangeDateField
            id="analytics-to"
            label={t('analytics.filters.to')}
            value={values.to}
            error={problem ? t(problem) : null}
            onChange={(to) => onChange({ ...values, to })}
          />
        </Grid>
        {staff && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <CustomerPicker
              value={values.customer}
              onChange={(customer) => onChange({ ...values, customer })}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 'grow' }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={onExport}
            disabled={exporting || !!problem}
          >
            {t('analytics.filters.export')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
