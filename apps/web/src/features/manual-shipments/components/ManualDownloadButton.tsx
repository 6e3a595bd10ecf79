import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { useErrorHandler } from '../../../lib/error-handler';
import { useDownloadLabel } from '../../shipments/api/download-label';

/** The uploaded label, as staff uploaded it (one PDF: no format to choose). */
export function ManualDownloadButton({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const label = useDownloadLabel();
  if (!shipment.actions.download_label) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Download />}
      loading={label.isPending}
      onClick={() =>
        label.mutate(
          { id: shipment.id, format: shipment.label_format ?? 'letter' },
          { onError: (error) => handleError(error) },
        )
      }
    >
      {t('shipments.actions.download_label')}
    </Button>
  );
}
