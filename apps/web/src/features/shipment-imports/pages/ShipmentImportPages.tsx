import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { pathTo } from '../../../app/route-table';
import { useCreateShipmentImport } from '../api/create-shipment-import';
import { useDownloadImportExample, type ImportKind } from '../api/download-import-example';
import { useShipmentImport } from '../api/get-shipment-import';
import { ImportProgress } from '../components/ImportProgress';
import { ImportReport } from '../components/ImportReport';

const ACCEPT: Record<ImportKind, string> = {
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: '.csv,text/csv',
};

/** Every message of a refusal (the file's field errors first). */
function refusalOf(error: unknown, fallback: string): string[] {
  if (!isApiError(error) || !error.hasResponse) return [fallback];
  const fields = Object.values(error.errors).flat();
  return fields.length ? fields : error.messages.length ? error.messages : [fallback];
}

/**
 * The shipment import screens (spec 2 "Imports"): pick a file of the screen's kind, Save sends
 * it as a job, the job's progress is shown until its report (created per step, refused rows).
 */
function ShipmentImportPage({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  const upload = useCreateShipmentImport();
  const example = useDownloadImportExample();
  const jobQuery = useShipmentImport(jobId);
  const job = jobQuery.data;
  const finished = job?.status === 'done' || job?.status === 'failed';

  useEffect(() => {
    if (job?.status === 'done') void queryClient.invalidateQueries({ queryKey: ['shipments'] });
  }, [job?.status, queryClient]);

  const choose = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!picked.name.toLowerCase().endsWith(`.${kind}`)) {
      setFile(null);
      setRefusal([t('shipmentImports.wrongType', { ext: `.${kind}`, name: picked.name })]);
      return;
    }
    setRefusal([]);
    setFile(picked);
  };
  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: (created) => setJobId(created.id),
      onError: (e) => setRefusal(refusalOf(e, t('errors.generic'))),
    });
  const again = () => {
    setJobId(null);
    setFile(null);
    setRefusal([]);
  };

  const picker = (
    <>
      {refusal.length > 0 && (
        <Alert severity="error" onClose={() => setRefusal([])}>
          {refusal.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      {file && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
          <InsertDriveFile color="action" />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('shipmentImports.chosen', { name: file.name })}
          </Typography>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} flexWrap="wrap" useFlexGap>
        <Button component={Link} to={pathTo('shipments')} startIcon={<ArrowBack />} color="inherit">
          {t('common.back')}
        </Button>
        <Button
          startIcon={<Download />}
          loading={example.isPending}
          onClick={() => example.mutate(kind, { onError: (e) => handleError(e) })}
        >
          {t(`shipmentImports.example.${kind}`)}
        </Button>
        <Button
          variant={file ? 'outlined' : 'contained'}
          startIcon={<InsertDriveFile />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {file ? t('shipmentImports.chooseOther') : t(`shipmentImports.choose.${kind}`)}
        </Button>
        {file && (
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            loading={upload.isPending}
            onClick={save}
          >
            {t('common.save')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t(`shipmentImports.file.${kind}`)}
          accept={ACCEPT[kind]}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </Stack>
    </>
  );

  return (
    <>
      <PageHeader title={t(`shipmentImports.title.${kind}`)} />
      <Card variant="outlined" sx={{ maxWidth: 900 }}>
        <CardContent>
          <Stack spacing={2}>
            <Alert severity="info">{t('shipmentImports.rule')}</Alert>
            <Typography variant="body2" color="text.secondary">
              {t(`shipmentImports.help.${kind}`)}
            </Typography>
            {jobId === null ? (
              picker
            ) : jobQuery.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={again}>
                    {t('shipmentImports.again')}
                  </Button>
                }
              >
                {refusalOf(jobQuery.error, t('errors.generic')).join(' ')}
              </Alert>
            ) : !job || !finished ? (
              job ? (
                <ImportProgress job={job} />
              ) : (
                <Typography role="status">{t('shipmentImports.uploading')}</Typography>
              )
            ) : (
              <ImportReport job={job} onAgain={again} />
            )}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

/** /shipments/import: the spreadsheet (.xlsx) import. */
export const ShipmentImportXlsxPage = () => <ShipmentImportPage kind="xlsx" />;
/** The CSV import screen (route importShipmentsCsv). */
export const ShipmentImportCsvPage = () => <ShipmentImportPage kind="csv" />;
