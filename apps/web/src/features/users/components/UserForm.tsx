import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZUserCreateForm,
  ZUserUpdateForm,
  type AdminUser,
  type UserCreateForm,
} from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormPhoneField } from '../../../components/form/FormPhoneField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { assignableTypes } from './user-ability';

export type UserFormValues = UserCreateForm;

interface UserFormProps {
  user?: AdminUser;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
}

const toValues = (user?: AdminUser): UserFormValues => ({
  name: user?.name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  company: user?.company ?? '',
  user_type: user?.user_type ?? 'operator',
  notes: user?.notes ?? '',
  special_carriers: user?.special_carriers ?? true,
  status: user?.status ?? 'active',
  password: '',
});

/**
 * /users/new and /users/:id/edit (spec 3 §5): name, last name, e-mail and phone required. The
 * user type offers only the roles the signed-in user may give (plus the account's own on edit).
 * A new account without a password receives an e-mail to create one.
 */
export function UserForm({ user, submitting, onSubmit }: UserFormProps) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const form = useForm<UserFormValues, unknown, UserFormValues>({
    resolver: (user ? zodFormResolver(ZUserUpdateForm) : zodFormResolver(ZUserCreateForm)) as never,
    defaultValues: toValues(user),
  });
  const { control } = form;
  const submit = useRecordSubmit(form, onSubmit);
  const types = assignableTypes(ability);
  if (user && !types.includes(user.user_type)) types.push(user.user_type);
  const half = { xs: 12, sm: 6 };

  return (
    <RecordFormCard
      label={t('users.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('users')}
    >
      <Grid size={half}>
        <FormTextField
          control={control}
          name="name"
          label={t('users.fields.name')}
          required
          autoFocus
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="last_name"
          label={t('users.fields.lastName')}
          required
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('users.fields.email')}
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={half}>
        <FormPhoneField control={control} name="phone" label={t('users.fields.phone')} required />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="company" label={t('users.fields.company')} />
      </Grid>
      <Grid size={half}>
        <FormSelect
          control={control}
          name="user_type"
          label={t('users.fields.userType')}
          required
          options={types.map((type) => ({ value: type, label: t(`users.types.${type}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <FormSelect
          control={control}
          name="status"
          label={t('users.fields.status')}
          required
          options={(['active', 'suspended'] as const).map((s) => ({
            value: s,
            label: t(`users.statuses.${s}`),
          }))}
        />
      </Grid>
      {!user && (
        <Grid size={half}>
          <FormPasswordField
            control={control}
            name="password"
            label={t('users.fields.password')}
            helperText={t('users.passwordHelp')}
            autoComplete="new-password"
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormTextField
          control={control}
          name="notes"
          label={t('users.fields.notes')}
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={12}>
        <FormCheckbox
          control={control}
          name="special_carriers"
          label={t('users.fields.specialCarriers')}
        />
      </Grid>
    </RecordFormCard>
  );
}
