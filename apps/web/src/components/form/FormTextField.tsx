import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useReportUnsaved } from './unsaved-changes';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** How the stored value reads in the input (e.g. a grouped phone). */
  format?: (value: string) => string;
  /** What the typed text is stored as. */
  parse?: (input: string) => string;
};

/**
 * A text input bound to react-hook-form; shows its zod or server error under the field, marks
 * a required field with "*" (pass `required`), and counts as an unsaved change once edited.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  format,
  parse,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  return (
    <TextField
      {...props}
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={format ? format(String(field.value ?? '')) : (field.value ?? '')}
      onChange={parse ? (e) => field.onChange(parse(e.target.value)) : field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ ...slotProps, formHelperText: { sx: { whiteSpace: 'pre-line' } } }}
    />
  );
}
