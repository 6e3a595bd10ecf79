import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShipmentImport } from '@despacho/shared';
import { formatInteger } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/** The job's progress: processed of total rows (indeterminate until the rows are counted). */
export function ImportProgress({ job }: { job: ShipmentImport }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const counted = job.total_rows > 0;
  const value = counted ? Math.min(100, (job.processed_rows / job.total_rows) * 100) : 0;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {counted
          ? t('shipmentImports.progress', {
              processed: formatInteger(job.processed_rows, locale),
              total: formatInteger(job.total_rows, locale),
            })
          : t('shipmentImports.queued')}
      </Typography>
      <LinearProgress
        variant={counted ? 'determinate' : 'indeterminate'}
        value={value}
        aria-label={t('shipmentImports.progressLabel')}
      />
    </Box>
  );
}
