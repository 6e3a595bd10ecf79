import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useReportUnsaved } from './unsaved-changes';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: FormCheckboxProps<T>) {
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  return (
    <FormControl error={!!fieldState.error}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={!!field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
