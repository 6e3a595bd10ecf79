import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { loadFailureKind } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { pathTo } from '../../../app/route-table';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/AuthLayout';

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'no-token' }
  | { kind: 'refused'; messages: string[] }
  | { kind: 'failed'; offline: boolean };

/**
 * /confirm?confirmation_token=…: confirms the e-mail and goes to login saying so. A link without
 * its token, one the server refuses (used, expired) and a failed call each stay here and say
 * what happened and what to do: ask for a new e-mail, sign in, or try again.
 */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useConfirmEmail();
  const token = (useSearchParams()[0].get('confirmation_token') ?? '').trim();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'confirming' } : { kind: 'no-token' },
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!token || started.current === attempt) return;
    started.current = attempt;
    mutate(token, {
      onSuccess: () => {
        notify(t('auth.emailConfirmed'));
        navigate(pathTo('login'), { replace: true });
      },
      onError: (error) => {
        const kind = loadFailureKind(error);
        if (isApiError(error) && error.hasResponse && error.status < 500)
          setOutcome({ kind: 'refused', messages: error.messages });
        else setOutcome({ kind: 'failed', offline: kind === 'offline' });
      },
    });
  }, [token, attempt, mutate, notify, navigate, t]);

  if (outcome.kind === 'confirming')
    return (
      <AuthLayout title={t('auth.emailConfirmTitle')}>
        <LoadingScreen inline />
      </AuthLayout>
    );

  const ways = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
      <Button component={Link} to={pathTo('confirmation')} variant="contained">
        {t('auth.confirmLink.newEmail')}
      </Button>
      <Button component={Link} to={pathTo('login')}>
        {t('auth.confirmLink.signIn')}
      </Button>
    </Stack>
  );
  if (outcome.kind === 'no-token')
    return (
      <AuthLayout title={t('auth.confirmLink.incompleteTitle')}>
        <Alert severity="warning">{t('auth.confirmLink.incomplete')}</Alert>
        {ways}
      </AuthLayout>
    );
  if (outcome.kind === 'refused')
    return (
      <AuthLayout title={t('auth.confirmLink.refusedTitle')}>
        <Alert severity="warning">
          {outcome.messages.length ? outcome.messages.join('\n') : t('auth.confirmLink.refused')}
        </Alert>
        {ways}
      </AuthLayout>
    );
  return (
    <AuthLayout title={t('auth.confirmLink.failedTitle')}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => {
              setOutcome({ kind: 'confirming' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('routeError.retry')}
          </Button>
        }
      >
        {outcome.offline ? t('errors.network') : t('auth.confirmLink.failed')}
      </Alert>
    </AuthLayout>
  );
}
