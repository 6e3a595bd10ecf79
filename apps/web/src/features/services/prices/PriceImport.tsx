import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import type { ServicePricePreview } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import type { PriceAccess } from './price-access';
import { ImportPreviewDialog } from './ImportPreviewDialog';
import { downloadPriceExample, useImportPrices, usePreviewPriceImport } from './prices-api';

/** The file's problems (row by row) from a refusal, or null when it is not about the file. */
const fileProblems = (error: unknown): string[] | null =>
  isApiError(error) && error.errors.file ? error.errors.file : null;

/**
 * Import from Excel: pick a file → the preview of what it would save → "Guardar" imports it
 * (with the below-cost confirmation when needed); cancel saves nothing.
 */
export function PriceImportButtons({
  serviceId,
  access,
  onErrors,
}: {
  serviceId: number;
  access: PriceAccess;
  onErrors: (errors: string[]) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const previewer = usePreviewPriceImport(serviceId);
  const importer = useImportPrices(serviceId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ServicePricePreview | null>(null);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [round, setRound] = useState(0);

  const reset = () => {
    setPreview(null);
    setFile(null);
    setSaveErrors([]);
    if (fileInput.current) fileInput.current.value = '';
  };
  const onFile = (picked: File | undefined) => {
    if (!picked) return;
    onErrors([]);
    previewer.mutate(picked, {
      onSuccess: (p) => {
        setFile(picked);
        setPreview(p);
        setRound((n) => n + 1);
      },
      onError: (error) => {
        const problems = fileProblems(error);
        if (problems) onErrors(problems);
        else handleError(error);
        reset();
      },
    });
  };
  const save = (confirmBelowCost: boolean) => {
    if (!file) return;
    importer.mutate(
      { file, confirmBelowCost },
      {
        onSuccess: (r) => {
          notify(t('servicePrices.imported', { count: r.imported }));
          reset();
        },
        onError: (error) => {
          const problems = fileProblems(error);
          if (problems) setSaveErrors(problems);
          else handleError(error);
        },
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button
        startIcon={<Download />}
        onClick={() => downloadPriceExample(serviceId).catch(handleError)}
      >
        {t('servicePrices.example')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        loading={previewer.isPending}
        onClick={() => fileInput.current?.click()}
      >
        {t('servicePrices.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label={t('servicePrices.importFile')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <ImportPreviewDialog
        key={round}
        preview={preview}
        fileName={file?.name ?? ''}
        owner={access.owner}
        showCost={access.listCosts}
        saving={importer.isPending}
        errors={saveErrors}
        onSave={save}
        onCancel={reset}
      />
    </Stack>
  );
}

/** The import's refusal, row by row. */
export function ImportErrors({ errors, onClose }: { errors: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} onClose={onClose}>
      <strong>{t('servicePrices.importFailed')}</strong>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </Alert>
  );
}
