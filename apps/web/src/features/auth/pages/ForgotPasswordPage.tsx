import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/forgot-password';
import { EmailRequestPage } from '../components/EmailRequestPage';

/** Sends reset instructions (the same answer whether or not the e-mail is registered). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <EmailRequestPage
      title={t('auth.forgotPasswordTitle')}
      subtitle={t('auth.forgotPasswordSubtitle')}
      submitLabel={t('auth.sendInstructions')}
      successMessage={t('auth.resetInstructionsSent')}
      mutation={useForgotPassword()}
    />
  );
}
