import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Sends the confirmation e-mail again to an address already typed (signup, sign-in). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const resend = useResendConfirmation();
  return (
    <Button
      size="small"
      color="inherit"
      variant="outlined"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(
          { email },
          {
            onSuccess: () => notify(t('auth.confirmationResent', { email }), 'info'),
            onError: (error) => handleError(error),
          },
        )
      }
    >
      {t('auth.resendConfirmation')}
    </Button>
  );
}
