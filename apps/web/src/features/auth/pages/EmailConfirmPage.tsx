import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/AuthLayout';

/** /confirm?confirmation_token=…: confirms the e-mail, then goes to login. */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const { mutate } = useConfirmEmail();
  const token = useSearchParams()[0].get('confirmation_token') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: () => notify(t('auth.emailConfirmed')),
      onError: (error) => handleError(error),
      onSettled: () => navigate('/login', { replace: true }),
    });
  }, [token, mutate, notify, handleError, navigate, t]);

  return (
    <AuthLayout title={t('auth.emailConfirmTitle')}>
      <LoadingScreen inline />
    </AuthLayout>
  );
}
