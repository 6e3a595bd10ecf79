import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShipmentImport } from '@despacho/shared';

/** The job's progress: processed of total rows (indeterminate until the rows are counted). */
export function ImportProgress({ job }: { job: ShipmentImport }) {
  const { t } = useTranslation();
  const counted = job.total_rows > 0;
  const value = counted ? Math.min(100, (job.processed_rows / job.total_rows) * 100) : 0;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {counted
          ? t('shipmentImports.progress', { processed: job.processed_rows, total: job.total_rows })
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
