import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZProfileForm, type User } from '@despacho/shared';
import { FormActions } from '../../../components/form/FormActions';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormPhoneField } from '../../../components/form/FormPhoneField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useUpdateProfile } from '../api/update-profile';

/** The shared contract, plus: a new e-mail also needs the current password. */
const profileSchema = (currentEmail: string) =>
  ZProfileForm.refine(
    (v) => v.email.trim().toLowerCase() === currentEmail.toLowerCase() || !!v.current_password,
    { error: 'v.required', path: ['current_password'] },
  );

/**
 * Profile fields plus an optional password change. A new password or a new e-mail needs the
 * current password; a new e-mail takes effect once the link sent to it is opened.
 */
export function ProfileFormCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodFormResolver(profileSchema(user.email)),
    defaultValues: {
      name: user.name,
      last_name: user.last_name,
      company: user.company,
      phone: user.phone,
      email: user.email,
      password: '',
      password_confirmation: '',
      current_password: '',
    },
  });
  const { control } = form;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        const emailSent =
          saved.unconfirmed_email && saved.unconfirmed_email !== user.unconfirmed_email;
        if (emailSent) notify(t('profile.emailChangeSent', { email: saved.unconfirmed_email }));
        else if (values.password) notify(t('profile.passwordChanged'));
        else notify(t('common.saved'));
        // The e-mail field shows the address in use; a pending one is shown above the form.
        form.reset({
          ...values,
          email: saved.email,
          password: '',
          password_confirmation: '',
          current_password: '',
        });
      },
      onError: (error) => handleError(error, form),
    }),
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Grid
          component="form"
          container
          spacing={2}
          noValidate
          onSubmit={submit}
          aria-label={t('profile.title')}
        >
          {user.unconfirmed_email && (
            <Grid size={12}>
              <Alert severity="info">
                {t('profile.emailPending', { email: user.unconfirmed_email, current: user.email })}
              </Alert>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="name" label={t('fields.name')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="last_name"
              label={t('fields.lastName')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="email"
              label={t('fields.email')}
              type="email"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPhoneField control={control} name="phone" label={t('fields.phone')} required />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="company"
              label={t('fields.company')}
              autoComplete="organization"
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle1" component="h2" fontWeight={600}>
              {t('profile.changePassword')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.changePasswordHelp')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormPasswordField
              control={control}
              name="password"
              label={t('fields.newPassword')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormPasswordField
              control={control}
              name="password_confirmation"
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormPasswordField
              control={control}
              name="current_password"
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              helperText={t('profile.currentPasswordHelp')}
            />
          </Grid>
          <Grid size={12}>
            <FormActions submitting={update.isPending} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
