import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZResetPasswordForm, type ResetPasswordForm } from '@despacho/shared';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';

/** New password from the e-mailed link (`?reset_password_token=`). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const reset = useResetPassword();
  const token = useSearchParams()[0].get('reset_password_token') ?? '';
  const form = useForm<ResetPasswordForm>({
    resolver: zodFormResolver(ZResetPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const submit = form.handleSubmit((values) =>
    reset.mutate(
      { ...values, reset_password_token: token },
      {
        onSuccess: () => {
          notify(t('auth.passwordReset'));
          navigate('/login');
        },
        onError: (error) => handleError(error, form),
      },
    ),
  );

  return (
    <AuthLayout title={t('auth.resetPasswordTitle')}>
      {!token && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('auth.resetTokenMissing')}
        </Alert>
      )}
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('fields.newPassword')}
          required
          autoComplete="new-password"
        />
        <FormPasswordField
          control={form.control}
          name="password_confirmation"
          label={t('fields.passwordConfirmation')}
          required
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={reset.isPending}
          disabled={!token}
        >
          {t('auth.resetPassword')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', label: t('auth.backToLogin') }]} />
    </AuthLayout>
  );
}
