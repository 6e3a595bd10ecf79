import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { downloadFile } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { pathTo } from '../../../app/route-table';
import { useImportAddresses } from '../api/addresses';

/** /addresses/import: a CSV or .xlsx like the example; every row or none is saved. */
export function AddressImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const importer = useImportAddresses();
  const [errors, setErrors] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setErrors([]);
    importer.mutate(file, {
      onSuccess: (r) => {
        notify(t('addresses.imported', { count: r.imported }));
        navigate(pathTo('addresses'));
      },
      onError: (e) =>
        e instanceof ApiError && e.errors.file ? setErrors(e.errors.file) : handleError(e),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <>
      <PageHeader title={t('addresses.importTitle')} />
      <Card variant="outlined" sx={{ maxWidth: 800 }}>
        <CardContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('addresses.importWarning')}
          </Alert>
          <Typography variant="body2" color="text.secondary" mb={2}>
            {t('addresses.importHelp')}
          </Typography>
          {errors.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => setErrors([])}>
              <strong>{t('addresses.importFailed')}</strong>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              startIcon={<Download />}
              onClick={() =>
                downloadFile('addresses/example', 'direcciones-ejemplo.xlsx').catch(handleError)
              }
            >
              {t('addresses.example')}
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              loading={importer.isPending}
              onClick={() => input.current?.click()}
            >
              {t('addresses.chooseFile')}
            </Button>
            <Button component={Link} to={pathTo('addresses')}>
              {t('common.cancel')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={t('addresses.importFile')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
