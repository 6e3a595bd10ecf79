import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useReportUnsaved } from '../../../components/form/unsaved-changes';

/** The kit's checkbox plus what the wizard needs: disabled (read-only, not yet allowed) and a hint. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  helperText?: string;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  const hint = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={!!fieldState.error} sx={{ display: 'flex' }}>
      <FormControlLabel
        label={label}
        disabled={disabled}
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
      {hint && <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{hint}</FormHelperText>}
    </FormControl>
  );
}
