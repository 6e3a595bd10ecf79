import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTING_NAMESPACES, ZSettingCreateForm, type SettingCreateForm } from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCreateSetting } from '../api/settings-admin';

/** Developers add a custom setting (free text); the key cannot change afterwards. */
export function SettingCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateSetting();
  const form = useForm({
    resolver: zodFormResolver(ZSettingCreateForm),
    defaultValues: {
      title: '',
      key: '',
      namespace: 'other',
      value: '',
      description: '',
      visible: true,
    } satisfies SettingCreateForm,
  });
  const submit = useRecordSubmit(form, async (values) => {
    await create.mutateAsync(values);
    notify(t('settingsAdmin.created'));
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="setting-create-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="setting-create-title">{t('settingsAdmin.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="title"
              label={t('settingsAdmin.fields.title')}
              required
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="key"
              label={t('settingsAdmin.fields.key')}
              helperText={t('settingsAdmin.keyHelp')}
              required
              autoComplete="off"
            />
            <FormSelect
              control={form.control}
              name="namespace"
              label={t('settingsAdmin.fields.namespace')}
              options={SETTING_NAMESPACES.map((n) => ({
                value: n,
                label: t(`settingsAdmin.namespaces.${n}`),
              }))}
            />
            <FormTextField
              control={form.control}
              name="value"
              label={t('settingsAdmin.fields.value')}
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('settingsAdmin.fields.description')}
              multiline
              minRows={2}
            />
            <FormCheckbox
              control={form.control}
              name="visible"
              label={t('settingsAdmin.fields.visible')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
