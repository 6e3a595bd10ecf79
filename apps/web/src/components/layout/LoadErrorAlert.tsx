import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A part of a page that could not load: what failed, and "Reintentar" to ask again. */
export function LoadErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('routeError.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
