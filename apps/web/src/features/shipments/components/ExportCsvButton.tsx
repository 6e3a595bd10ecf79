import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { useExportShipmentsCsv } from '../api/export-shipments-csv';

/** CSV export of the shipments the current filters select (developers, export_csv_visible). */
export function ExportCsvButton({ filters }: { filters: Query }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const exportCsv = useExportShipmentsCsv();
  return (
    <Button
      startIcon={<Download />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate(filters, { onError: (e) => handleError(e) })}
    >
      {t('shipments.exportCsv')}
    </Button>
  );
}
