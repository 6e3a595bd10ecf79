import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { loadFailureKind } from '../load-state/load-failure';

/**
 * A part of a page that could not load. Denied (403) says the account may not see it, with no
 * retry (asking again changes nothing); a failed load says what failed and offers "Reintentar".
 */
export function LoadErrorAlert({
  message,
  error,
  onRetry,
}: {
  /** What failed, e.g. "No pudimos cargar tus avisos". */
  message: string;
  /** The load's error, to tell a denied load from a failed one. */
  error?: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const kind = error === undefined ? 'failed' : loadFailureKind(error);
  if (kind === 'denied') return <Alert severity="info">{t('loadState.sectionDenied')}</Alert>;
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
