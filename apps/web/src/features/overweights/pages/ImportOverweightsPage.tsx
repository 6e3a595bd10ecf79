import { useRef, useState } from 'react';
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
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OverweightImportResult } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { pathTo } from '../../../app/route-table';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { useDownloadImportExample } from '../api/overweight-files';
import { useImportOverweights } from '../api/save-overweight';
import { ImportResultTable } from '../components/ImportResultTable';
import { OverweightsGate } from '../components/OverweightsGate';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every message of a refusal (the file's field errors first). */
function refusalOf(error: unknown, fallback: string): string[] {
  if (!isApiError(error) || !error.hasResponse) return [fallback];
  const fields = Object.values(error.errors).flat();
  return fields.length ? fields : error.messages.length ? error.messages : [fallback];
}

/** /overweights/import (staff): behind the setting's gate. */
export function ImportOverweightsPage() {
  return (
    <OverweightsGate>
      <ImportOverweights />
    </OverweightsGate>
  );
}

/**
 * A carrier's overweight file (.xlsx): rows matched to shipments by tracking number; the reply
 * lists each row (created, updated, unmatched, error) under a summary.
 */
function ImportOverweights() {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [result, setResult] = useState<OverweightImportResult | null>(null);
  const upload = useImportOverweights();
  const example = useDownloadImportExample();

  const choose = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!picked.name.toLowerCase().endsWith('.xlsx')) {
      setFile(null);
      setRefusal([t('overweights.importPage.wrongType', { name: picked.name })]);
      return;
    }
    setRefusal([]);
    setFile(picked);
  };
  const send = () =>
    file &&
    upload.mutate(file, {
      onSuccess: setResult,
      onError: (e) => setRefusal(refusalOf(e, t('errors.generic'))),
    });
  const again = () => {
    setResult(null);
    setFile(null);
    setRefusal([]);
  };

  return (
    <>
      <PageHeader title={t('overweights.importPage.title')} />
      <Card variant="outlined" sx={{ maxWidth: 900 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('overweights.importPage.help')}
            </Typography>
            {refusal.length > 0 && (
              <Alert severity="error" onClose={() => setRefusal([])}>
                {refusal.map((m) => (
                  <div key={m}>{m}</div>
                ))}
              </Alert>
            )}
            {result ? (
              <ImportResultTable result={result} onAgain={again} />
            ) : (
              <>
                {file && (
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
                    <InsertDriveFile color="action" />
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {t('overweights.importPage.chosen', { name: file.name })}
                    </Typography>
                  </Stack>
                )}
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  flexWrap="wrap"
                  useFlexGap
                >
                  <Button
                    component={Link}
                    to={pathTo('overweights')}
                    startIcon={<ArrowBack />}
                    color="inherit"
                  >
                    {t('common.back')}
                  </Button>
                  <Button
                    startIcon={<Download />}
                    loading={example.isPending}
                    onClick={() => example.mutate(undefined, { onError: (e) => handleError(e) })}
                  >
                    {t('overweights.importPage.example')}
                  </Button>
                  <Button
                    variant={file ? 'outlined' : 'contained'}
                    startIcon={<InsertDriveFile />}
                    onClick={() => input.current?.click()}
                    disabled={upload.isPending}
                  >
                    {file
                      ? t('overweights.importPage.chooseOther')
                      : t('overweights.importPage.choose')}
                  </Button>
                  {file && (
                    <Button
                      variant="contained"
                      startIcon={<UploadFile />}
                      loading={upload.isPending}
                      onClick={send}
                    >
                      {t('overweights.importPage.upload')}
                    </Button>
                  )}
                  <input
                    ref={input}
                    type="file"
                    hidden
                    aria-label={t('overweights.importPage.file')}
                    accept={ACCEPT}
                    onChange={(e) => choose(e.target.files?.[0])}
                  />
                </Stack>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
