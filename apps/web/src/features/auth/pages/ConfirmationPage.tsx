import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../api/resend-confirmation';
import { EmailRequestPage } from '../components/EmailRequestPage';

/** Resends the confirmation e-mail. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  return (
    <EmailRequestPage
      title={t('auth.confirmationTitle')}
      subtitle={t('auth.confirmationSubtitle')}
      submitLabel={t('auth.resendConfirmation')}
      successMessage={t('auth.confirmationSent')}
      mutation={useResendConfirmation()}
    />
  );
}
