import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZSignupStep1 } from '@despacho/shared';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormPhoneField } from '../../../components/form/FormPhoneField';
import { FormTextField } from '../../../components/form/FormTextField';

export type SignupAccountForm = UseFormReturn<
  z.input<typeof ZSignupStep1>,
  unknown,
  z.output<typeof ZSignupStep1>
>;

interface Props {
  form: SignupAccountForm;
  showReferral: boolean;
  onNext: (values: z.output<typeof ZSignupStep1>) => void;
}

/** Signup step 1: who you are (validated before the questions appear). */
export function SignupAccountStep({ form, showReferral, onNext }: Props) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Grid
      component="form"
      container
      spacing={2}
      noValidate
      onSubmit={form.handleSubmit(onNext)}
      aria-label={t('signup.stepAccount')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('fields.name')}
          required
          autoComplete="given-name"
          autoFocus
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="last_name"
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
        />
      </Grid>
      <Grid size={12}>
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          required
          autoComplete="new-password"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPhoneField control={control} name="phone" label={t('fields.phone')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="company"
          label={t('fields.company')}
          autoComplete="organization"
        />
      </Grid>
      {showReferral && (
        <Grid size={12}>
          <FormTextField control={control} name="referred_by" label={t('fields.referredBy')} />
        </Grid>
      )}
      <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained">
          {t('common.next')}
        </Button>
      </Grid>
    </Grid>
  );
}
