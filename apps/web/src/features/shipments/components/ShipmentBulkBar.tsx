import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_BULK_MAX } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useDownloadLabels } from '../api/download-labels';
import { useExportSelectedShipments } from '../api/export-selected-shipments';

/**
 * What the list does with the picked shipments: their labels as one PDF to print in one go,
 * and the CSV export of just them (for whoever may export at all).
 */
export function ShipmentBulkBar({
  ids,
  canExport,
  onClear,
}: {
  ids: number[];
  canExport: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const labels = useDownloadLabels();
  const exportCsv = useExportSelectedShipments();
  const tooMany = ids.length > SHIPMENT_BULK_MAX;
  const onError = (error: unknown) => handleError(error);
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('shipments.bulk.label')}
      sx={{
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        // The brand's tint over an opaque paper: rows scrolling under it do not show through.
        backgroundImage: (theme) => {
          const tint = alpha(theme.palette.primary.main, 0.08);
          return `linear-gradient(${tint}, ${tint})`;
        },
        borderColor: 'primary.main',
        // Stays in sight (under the app bar below lg) while the reader scrolls down to pick more.
        position: 'sticky',
        top: { xs: 56, sm: 64, lg: 8 },
        zIndex: 2,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ xs: 'stretch', sm: 'center' }}
      >
        <Typography role="status" fontWeight={600} sx={{ flexGrow: 1 }}>
          {t('shipments.bulk.selected', { count: ids.length })}
          {tooMany && (
            <Typography component="span" color="error" variant="body2" sx={{ display: 'block' }}>
              {t('shipments.bulk.tooMany', { max: SHIPMENT_BULK_MAX })}
            </Typography>
          )}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PictureAsPdf />}
          loading={labels.isPending}
          disabled={tooMany}
          onClick={() =>
            labels.mutate(
              { ids },
              {
                onSuccess: () => notify(t('shipments.bulk.downloaded', { count: ids.length })),
                onError,
              },
            )
          }
        >
          {t('shipments.bulk.downloadLabels')}
        </Button>
        {canExport && (
          <Button
            variant="outlined"
            startIcon={<Download />}
            loading={exportCsv.isPending}
            disabled={tooMany}
            onClick={() => exportCsv.mutate(ids, { onError })}
          >
            {t('shipments.bulk.export')}
          </Button>
        )}
        <Button startIcon={<Close />} onClick={onClear}>
          {t('shipments.bulk.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
