import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { ConnectionTest } from '@despacho/shared';
import { ExchangeView } from './ExchangeView';

/** Saves the label the carrier returned (base64 PDF) under `name`. */
function saveLabel(base64: string, name: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether the carrier accepted, its own words, the raw exchanges and the label if one came. */
export function TestResultView({
  result,
  carrierId,
}: {
  result: ConnectionTest;
  carrierId: number;
}) {
  const { t } = useTranslation();
  const label = result.label_pdf_base64;
  return (
    <Stack spacing={2} mt={2}>
      <Alert
        severity={result.ok ? 'success' : 'error'}
        action={
          label && (
            <Button
              color="inherit"
              startIcon={<Download />}
              onClick={() => saveLabel(label, `etiqueta-prueba-${carrierId}.pdf`)}
            >
              {t('carrierTests.downloadLabel')}
            </Button>
          )
        }
      >
        <AlertTitle>{result.ok ? t('carrierTests.ok') : t('carrierTests.failed')}</AlertTitle>
        {result.message}
      </Alert>
      {result.exchanges.map((exchange, i) => (
        <Stack key={i} spacing={2}>
          {i > 0 && <Divider />}
          <ExchangeView exchange={exchange} index={i} />
        </Stack>
      ))}
    </Stack>
  );
}
