import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZProfileForm, type User } from '@despacho/shared';
import { FormActions } from '../../../components/form/FormActions';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useUpdateProfile } from '../api/update-profile';

/** Profile fields plus an optional password change that needs the current password. */
export function ProfileFormCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodFormResolver(ZProfileForm),
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
      onSuccess: () => {
        notify(t('common.saved'));
        form.resetField('password');
        form.resetField('password_confirmation');
        form.resetField('current_password');
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
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="name" label={t('fields.name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="last_name" label={t('fields.lastName')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="email" label={t('fields.email')} type="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="phone" label={t('fields.phone')} type="tel" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="company" label={t('fields.company')} />
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
