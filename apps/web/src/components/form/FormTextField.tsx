import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A text input bound to react-hook-form; shows its zod or server error under the field. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ ...slotProps, formHelperText: { sx: { whiteSpace: 'pre-line' } } }}
    />
  );
}
