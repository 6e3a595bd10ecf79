import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useReportUnsaved } from '../../../components/form/unsaved-changes';

/**
 * The neighbourhood: with a Mexican postal code, the list of its colonies (spec 2 §2) — typing
 * stays possible for one the catalogue lacks; elsewhere plain free text.
 */
export function ColonyField<T extends FieldValues>({
  control,
  name,
  label,
  colonies,
  helperText,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  colonies: string[];
  helperText?: string;
  disabled?: boolean;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  const value = String(field.value ?? '');
  return (
    <Autocomplete<string, false, false, true>
      id={`field-${name}`}
      freeSolo
      autoSelect={false}
      openOnFocus={colonies.length > 0}
      disabled={disabled}
      options={colonies}
      value={value || null}
      inputValue={value}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset' || text) field.onChange(text);
      }}
      onChange={(_, picked) => field.onChange(picked ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: 80 } }}
        />
      )}
    />
  );
}
