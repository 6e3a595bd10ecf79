import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form/FormSelect';

interface FormMultiPickProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
  required?: boolean;
}

/** Several records picked by typing (countries, zones): the value is their ids, as numbers. */
export function FormMultiPick<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: FormMultiPickProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const ids = ((field.value as number[] | undefined) ?? []).map(String);
  const chosen = options.filter((o) => ids.includes(o.value));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      onChange={(_, picked) => field.onChange(picked.map((p) => Number(p.value)))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      noOptionsText={t('table.noResults')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
