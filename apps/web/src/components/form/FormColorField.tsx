import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A #RRGGBB colour: typed as hex, or picked with the swatch beside it. */
export function FormColorField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { field } = useController({ control: props.control, name: props.name });
  const value =
    typeof field.value === 'string' && /^#[0-9a-f]{6}$/i.test(field.value)
      ? field.value
      : '#ffffff';
  return (
    <FormTextField
      {...props}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                value={value}
                aria-label={`${String(props.label)}: selector`}
                onChange={(e) => field.onChange((e.target as HTMLInputElement).value)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
