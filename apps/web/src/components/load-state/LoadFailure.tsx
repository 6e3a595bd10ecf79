import Button from '@mui/material/Button';
import CloudOff from '@mui/icons-material/CloudOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadFailureKind } from './load-failure';
import { StateMessage } from './StateMessage';

export interface LoadFailureProps {
  /** What the load threw; null/undefined when there was nothing to load (a bad id): missing. */
  error: unknown;
  /** Asks again; offered when the load failed, not when it was denied or is missing. */
  onRetry?: () => void;
  /** What is missing, e.g. "Usuario no encontrado" (default "Página no encontrada"). */
  notFoundTitle?: string;
  /** What to do about it, e.g. "Puede que se haya eliminado…". */
  notFoundMessage?: string;
  /** Where the way back from a missing or failed record leads, and what it says (default home). */
  backTo?: string;
  backLabel?: string;
}

/**
 * A page whose record could not be shown, telling apart the three cases a person acts on
 * differently: it is not there (404: check the link), this account may not see it (403: ask an
 * administrator), or loading failed (try again).
 */
export function LoadFailure({
  error,
  onRetry,
  notFoundTitle,
  notFoundMessage,
  backTo = '/',
  backLabel,
}: LoadFailureProps) {
  const { t } = useTranslation();
  const kind = error == null ? 'missing' : loadFailureKind(error);
  const back = (
    <Button
      component={Link}
      to={backTo}
      variant={kind === 'failed' || kind === 'offline' ? 'outlined' : 'contained'}
    >
      {backLabel ?? t('common.backHome')}
    </Button>
  );
  if (kind === 'missing')
    return (
      <StateMessage
        mark="404"
        title={notFoundTitle ?? t('notFound.title')}
        message={notFoundMessage ?? t('loadState.missing')}
        actions={back}
      />
    );
  // Denied: the list it came from may be closed to this account too, so the way on is home.
  if (kind === 'denied')
    return (
      <StateMessage
        mark={<LockOutlined />}
        title={t('loadState.deniedTitle')}
        message={t('loadState.denied')}
        actions={
          <Button component={Link} to="/" variant="contained">
            {t('common.backHome')}
          </Button>
        }
      />
    );
  return (
    <StateMessage
      role="alert"
      mark={<CloudOff />}
      title={t('loadState.failedTitle')}
      message={kind === 'offline' ? t('errors.network') : t('loadState.failed')}
      actions={
        <>
          {onRetry && (
            <Button variant="contained" startIcon={<Refresh />} onClick={onRetry}>
              {t('routeError.retry')}
            </Button>
          )}
          {back}
        </>
      }
    />
  );
}
