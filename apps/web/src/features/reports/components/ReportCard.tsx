import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Report } from '@despacho/shared';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * One report: what it holds, its download button (a progress bar while the server builds the
 * file and it arrives) and, for developers, whether non-developers see it.
 */
export function ReportCard({
  report,
  description,
  progress,
  onDownload,
  canToggle,
  onToggle,
  toggling,
}: {
  report: Report;
  /** Replaces the report's usual description (the shipments report without its filters). */
  description?: string;
  /** Bytes received while downloading; null when idle. */
  progress: number | null;
  onDownload: () => void;
  canToggle: boolean;
  onToggle: (visible: boolean) => void;
  toggling: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`reports.items.${report.key}.name`);
  const busy = progress !== null;
  const button = (
    <span>
      <Button
        variant="contained"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        onClick={onDownload}
        disabled={busy || !report.downloadable}
        aria-label={t('reports.downloadNamed', { name })}
      >
        {busy ? t('reports.building') : t('reports.download')}
      </Button>
    </span>
  );
  return (
    <Card variant="outlined" component="section" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description ?? t(`reports.items.${report.key}.description`)}
        </Typography>
        {busy && (
          <>
            <LinearProgress sx={{ mt: 2 }} aria-label={t('reports.progressLabel', { name })} />
            <Typography variant="caption" color="text.secondary" role="status">
              {progress > 0
                ? t('reports.received', { size: megabytes(progress) })
                : t('reports.preparing')}
            </Typography>
          </>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {report.downloadable ? button : <Tooltip title={t('reports.ownersOnly')}>{button}</Tooltip>}
        {canToggle && (
          <FormControlLabel
            label={t('reports.visible')}
            control={
              <Switch
                checked={report.visible}
                disabled={toggling}
                onChange={(e) => onToggle(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('reports.visibleNamed', { name }) } }}
              />
            }
          />
        )}
      </CardActions>
    </Card>
  );
}
