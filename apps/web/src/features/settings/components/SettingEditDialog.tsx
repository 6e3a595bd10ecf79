import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  SETTING_SECRET_MASK,
  settingValueError,
  type Setting,
  type SettingUpdateForm,
} from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useUpdateSetting } from '../api/settings-admin';
import { settingDescription, settingTitle } from './setting-text';
import { SettingValueField, type SettingValueForm } from './SettingValueField';

/** A secret left empty or as the mask keeps the stored one. */
const keepsSecret = (s: Setting, value: string) =>
  s.kind === 'secret' && (value === '' || value === SETTING_SECRET_MASK);

/** The editor's check mirrors the server's: the value must fit the setting's kind. */
const editSchema = (s: Setting) =>
  z.object({ value: z.string(), visible: z.boolean() }).superRefine(({ value }, ctx) => {
    if (keepsSecret(s, value)) return;
    const error = settingValueError(s.kind, s.options, value);
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });

/**
 * Edits one setting with the control its kind needs. The save sends only what changed
 * (`value`, and `visible` for developers), so nothing else is overwritten.
 */
export function SettingEditDialog({
  setting,
  developer,
  onClose,
}: {
  setting: Setting;
  developer: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateSetting();
  const form = useForm<SettingValueForm>({
    resolver: zodFormResolver(editSchema(setting)),
    defaultValues: {
      value: setting.kind === 'secret' ? '' : setting.value,
      visible: setting.visible,
    },
  });
  const submit = useRecordSubmit(form, async (values) => {
    const patch: SettingUpdateForm = {};
    if (!keepsSecret(setting, values.value) && values.value !== setting.value) {
      patch.value = values.value;
    }
    if (developer && values.visible !== setting.visible) patch.visible = values.visible;
    if (Object.keys(patch).length) {
      await update.mutateAsync({ id: setting.id, setting: patch });
      notify(t('settingsAdmin.saved'));
    }
    onClose();
  });
  const title = settingTitle(t, setting);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="setting-edit-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="setting-edit-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{settingDescription(t, setting)}</DialogContentText>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {t('settingsAdmin.fields.key')}: {setting.key}
            </Typography>
            <SettingValueField setting={setting} control={form.control} />
            {developer && (
              <FormCheckbox
                control={form.control}
                name="visible"
                label={t('settingsAdmin.fields.visible')}
              />
            )}
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
