import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSignInForm, type SignInForm } from '@despacho/shared';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormTextField } from '../../../components/form/FormTextField';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useSession } from '../../../lib/session';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSignupOpen } from '../../settings/api/get-register-flag';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';
import { ResendConfirmationButton } from '../components/ResendConfirmationButton';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const signupOpen = useSignupOpen();
  const signIn = useSignIn();
  const handleError = useErrorHandler();
  /** The e-mail of an account that is not confirmed yet: one inline message, no toast. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodFormResolver(ZSignInForm),
    defaultValues: { email: '', password: '' },
  });
  const redirect = safeRedirect(params.get('redirect'));

  if (session && !signIn.isPending) return <Navigate to={redirect} replace />;

  const submit = form.handleSubmit((values) => {
    setUnconfirmed(null);
    signIn.mutate(values, {
      onSuccess: () => navigate(redirect, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.code === 'unconfirmed_account') setUnconfirmed(values.email);
        else handleError(error, form);
      },
    });
  });

  const links = [{ to: '/forgot-password', label: t('auth.forgotPasswordLink') }];
  if (signupOpen) links.push({ to: '/signup', label: t('auth.signupLink') });
  links.push({ to: '/confirmation', label: t('auth.resendConfirmationLink') });

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {unconfirmed && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          role="alert"
          action={<ResendConfirmationButton email={unconfirmed} />}
        >
          {t('auth.unconfirmed', { email: unconfirmed })}
        </Alert>
      )}
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submit}
        aria-label={t('auth.loginTitle')}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          autoFocus
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          required
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
          {t('auth.signIn')}
        </Button>
      </Stack>
      <AuthLinks links={links} />
    </AuthLayout>
  );
}
