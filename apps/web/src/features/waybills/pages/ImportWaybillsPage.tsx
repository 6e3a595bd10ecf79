import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { createColumnHelper } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { isApiError } from '../../../lib/api-error';
import { pathTo } from '../../../app/route-table';
import { importWaybillChunk, useInvalidateWaybills } from '../api/waybills';
import { CarrierServicePicker } from '../components/CarrierServicePicker';
import {
  importSummary,
  pendingRows,
  runImport,
  type ImportRow,
  type ImportRowStatus,
} from '../components/import-run';
import { readWaybillFile, WAYBILL_FILE_ACCEPT } from '../components/waybill-file';

type Indexed = ImportRow & { index: number };
const column = createColumnHelper<Indexed>();
const COLOURS: Record<ImportRowStatus, ChipProps['color']> = {
  pending: 'default',
  saved: 'success',
  error: 'error',
};

/**
 * Spec 2 Imports (waybills): a csv, xls or xlsx read in the browser, its `number` column shown as
 * pending rows, then saved in chunks to the bulk route; each row turns saved or error with the
 * server's first message. The carrier is required before saving; the service is optional.
 */
export function ImportWaybillsPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidateWaybills();
  const [carrierId, setCarrierId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [running, setRunning] = useState(false);
  const summary = importSummary(rows);
  const done = rows.length > 0 && summary.pending === 0;

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setRows([]);
    const read = await readWaybillFile(file);
    if (!read.ok) {
      setFileError(t(`waybills.fileErrors.${read.reason}`));
      return;
    }
    setFileError(null);
    setRows(pendingRows(read.numbers));
  }

  const errorText = (error: unknown) => {
    if (isApiError(error))
      return error.messages[0] ?? Object.values(error.errors)[0]?.[0] ?? t('errors.generic');
    return t('errors.network');
  };

  async function save() {
    setRunning(true);
    try {
      await runImport(
        rows,
        { carrier_id: carrierId, service_id: serviceId || null },
        importWaybillChunk,
        setRows,
        errorText,
      );
    } finally {
      setRunning(false);
      void invalidate();
    }
  }

  const columns = [
    column.accessor('index', { header: '#', cell: ({ getValue }) => getValue() + 1 }),
    column.accessor('number', { header: t('waybills.fields.number'), meta: { primary: true } }),
    column.display({
      id: 'status',
      header: t('waybills.importStatus'),
      cell: ({ row: { original: r } }) => (
        <Chip
          size="small"
          variant="outlined"
          color={COLOURS[r.status]}
          label={t(`waybills.rowStatus.${r.status}`)}
        />
      ),
    }),
    column.display({
      id: 'message',
      header: t('waybills.importMessage'),
      cell: ({ row: { original: r } }) => r.message ?? '',
    }),
  ];

  return (
    <>
      <PageHeader title={t('waybills.importTitle')} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('waybills.importHelp')}
            </Typography>
            <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5}>
              <CarrierServicePicker
                carrierId={carrierId}
                serviceId={serviceId}
                onCarrier={(id) => {
                  setCarrierId(id);
                  setServiceId('');
                }}
                onService={setServiceId}
                carrierEmpty={t('common.choose')}
                serviceEmpty={t('waybills.anyService')}
                required
                size="medium"
                disabled={running}
              />
            </Stack>
            <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadFile />}
                disabled={running}
              >
                {t('waybills.chooseFile')}
                <input
                  hidden
                  type="file"
                  accept={WAYBILL_FILE_ACCEPT}
                  aria-label={t('waybills.chooseFile')}
                  onChange={(e) => void pick(e)}
                />
              </Button>
              {fileName && <Typography variant="body2">{fileName}</Typography>}
            </Stack>
            {fileError && <Alert severity="error">{fileError}</Alert>}
            <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
              <Button
                variant="contained"
                onClick={() => void save()}
                disabled={!carrierId || rows.length === 0 || running || done}
              >
                {running ? t('waybills.saving') : t('common.save')}
              </Button>
              <Button component={RouterLink} to={pathTo('waybills')}>
                {t('waybills.backToList')}
              </Button>
            </Stack>
            {!carrierId && rows.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('waybills.carrierFirst')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      {rows.length > 0 && (
        <Stack spacing={1.5}>
          <Typography role="status" aria-live="polite">
            {t('waybills.summary', summary)}
          </Typography>
          <DataTable<Indexed>
            label={t('waybills.importRows')}
            columns={columns}
            rows={rows.map((r, index) => ({ ...r, index }))}
            loading={false}
            getRowId={(r) => String(r.index)}
          />
        </Stack>
      )}
    </>
  );
}
