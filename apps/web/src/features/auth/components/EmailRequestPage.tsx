import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZEmailForm, type EmailForm } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';

interface Props {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** Shown whether or not the e-mail exists: the server answers both alike. */
  successMessage: string;
  mutation: UseMutationResult<unknown, Error, EmailForm>;
}

/** A signed-out page that asks for an e-mail, posts it, tells the user and returns to login. */
export function EmailRequestPage({
  title,
  subtitle,
  submitLabel,
  successMessage,
  mutation,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const form = useForm<EmailForm>({
    resolver: zodFormResolver(ZEmailForm),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify(successMessage, 'info');
        navigate('/login');
      },
      onError: (error) => handleError(error, form),
    }),
  );

  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', label: t('auth.backToLogin') }]} />
    </AuthLayout>
  );
}
