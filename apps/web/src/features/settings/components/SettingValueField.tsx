import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@despacho/shared';
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useReportUnsaved } from '../../../components/form/unsaved-changes';
import { choiceLabel } from './setting-text';

export interface SettingValueForm {
  value: string;
  visible: boolean;
}

/** The control a setting's kind needs: switch, number, text, password or select. */
export function SettingValueField({
  setting,
  control,
}: {
  setting: Pick<Setting, 'key' | 'kind' | 'options'>;
  control: Control<SettingValueForm>;
}) {
  const { t } = useTranslation();
  const label = t('settingsAdmin.fields.value');
  switch (setting.kind) {
    case 'flag':
      return <FlagSwitch control={control} />;
    case 'secret':
      return (
        <FormPasswordField
          control={control}
          name="value"
          label={t('settingsAdmin.secretNew')}
          helperText={t('settingsAdmin.secretHelp')}
          autoComplete="new-password"
        />
      );
    case 'choice':
      return (
        <FormSelect
          control={control}
          name="value"
          label={label}
          options={(setting.options ?? []).map((o) => ({
            value: o,
            label: choiceLabel(t, setting.key, o),
          }))}
        />
      );
    case 'number':
      return (
        <FormTextField
          control={control}
          name="value"
          label={label}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    default:
      return <FormTextField control={control} name="value" label={label} multiline maxRows={6} />;
  }
}

function FlagSwitch({ control }: { control: Control<SettingValueForm> }) {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name: 'value' });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  const on = field.value === '1';
  return (
    <FormControl error={!!fieldState.error}>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={on}
            onChange={(e) => field.onChange(e.target.checked ? '1' : '0')}
            inputRef={field.ref}
          />
        }
        label={on ? t('settingsAdmin.on') : t('settingsAdmin.off')}
      />
      {fieldState.error && (
        <FormHelperText sx={{ whiteSpace: 'pre-line' }}>{fieldState.error.message}</FormHelperText>
      )}
    </FormControl>
  );
}
