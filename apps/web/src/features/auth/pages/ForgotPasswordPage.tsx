import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZEmailForm, type EmailForm } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const forgot = useForgotPassword();
  const form = useForm<EmailForm>({
    resolver: zodFormResolver(ZEmailForm),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => {
        notify(t('auth.resetInstructionsSent'), 'info');
        navigate('/login');
      },
      onError: (error) => handleError(error, form),
    }),
  );

  return (
    <AuthLayout title={t('auth.forgotPasswordTitle')} subtitle={t('auth.forgotPasswordSubtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
          {t('auth.sendInstructions')}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', label: t('auth.backToLogin') }]} />
    </AuthLayout>
  );
}
