import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { TEST_XML_MAX_BYTES } from '@despacho/shared';
import { ApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { downloadExampleXml, useSendTestXml } from '../api/carrier-tests';
import { TestResultView } from './TestResultView';

/**
 * Spec 3's XML test (Redpack, Estafeta, Carssa): download the carrier's example request, edit
 * it, upload it; the server sends it with the stored credentials and shows what came back.
 */
export function XmlTestCard({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useSendTestXml(carrierId);

  const choose = (chosen: File | null) => {
    send.reset();
    setFile(chosen);
    setFileError(null);
    if (!chosen) return;
    if (!/\.xml$/i.test(chosen.name)) setFileError(t('carrierTests.xmlRequired'));
    else if (chosen.size > TEST_XML_MAX_BYTES) setFileError(t('carrierTests.xmlTooLarge'));
  };
  const submit = () => {
    if (!file) return setFileError(t('carrierTests.xmlRequired'));
    if (fileError) return;
    send.mutateAsync(file).catch((error: unknown) => {
      const message = error instanceof ApiError ? error.errors.file?.[0] : undefined;
      if (message) setFileError(message);
      else handleError(error);
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('carrierTests.xmlTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t('carrierTests.xmlHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
          <Button
            startIcon={<Download />}
            onClick={() => downloadExampleXml(carrierId).catch((e: unknown) => handleError(e))}
          >
            {t('carrierTests.downloadExample')}
          </Button>
          <Button
            startIcon={<UploadFile />}
            variant="outlined"
            onClick={() => input.current?.click()}
          >
            {file ? file.name : t('carrierTests.chooseXml')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xml,application/xml,text/xml"
            aria-label={t('carrierTests.chooseXml')}
            onChange={(e) => {
              choose(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
          <Button
            variant="contained"
            startIcon={<Send />}
            onClick={submit}
            loading={send.isPending}
          >
            {t('carrierTests.send')}
          </Button>
        </Stack>
        {fileError && <FormHelperText error>{fileError}</FormHelperText>}
        {send.data && <TestResultView result={send.data} carrierId={carrierId} />}
      </CardContent>
    </Card>
  );
}
