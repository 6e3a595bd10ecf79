import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSystemSettingCreateForm, type SystemSetting } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCreateSystemSetting, useUpdateSystemSetting } from '../api/system-settings';

/**
 * Creates a system setting (key and value) or edits one's value; the key is entered only on
 * create and shown read-only afterwards.
 */
export function SystemSettingDialog({
  setting,
  onClose,
}: {
  /** null: create. */
  setting: SystemSetting | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateSystemSetting();
  const update = useUpdateSystemSetting();
  const form = useForm({
    resolver: zodFormResolver(ZSystemSettingCreateForm),
    defaultValues: { key: setting?.key ?? '', val: setting?.val ?? '' },
  });
  const submit = useRecordSubmit(form, async (values) => {
    if (setting) {
      if (values.val !== setting.val) await update.mutateAsync({ id: setting.id, val: values.val });
      notify(t('settingsAdmin.system.saved'));
    } else {
      await create.mutateAsync(values);
      notify(t('settingsAdmin.system.created'));
    }
    onClose();
  });
  const title = setting
    ? t('settingsAdmin.system.editTitle', { key: setting.key })
    : t('settingsAdmin.system.createTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="system-setting-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="system-setting-title" sx={{ wordBreak: 'break-all' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {setting ? (
              <TextField
                label={t('settingsAdmin.system.key')}
                value={setting.key}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
              />
            ) : (
              <FormTextField
                control={form.control}
                name="key"
                label={t('settingsAdmin.system.key')}
                helperText={t('settingsAdmin.system.keyHelp')}
                required
                autoFocus
                autoComplete="off"
              />
            )}
            <FormTextField
              control={form.control}
              name="val"
              label={t('settingsAdmin.system.value')}
              multiline
              maxRows={8}
              autoFocus={!!setting}
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
