import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { groupPhone } from './phone-format';

/**
 * A phone: its calling code shown before it ("+52" unless told), the number grouped as it is
 * typed ("81 1234 5678"). The contract strips the spaces, so the server receives the digits.
 */
export function FormPhoneField<T extends FieldValues>({
  dial = '52',
  ...props
}: FormTextFieldProps<T> & { dial?: string }) {
  return (
    <FormTextField
      {...props}
      type="tel"
      autoComplete={props.autoComplete ?? 'tel-national'}
      format={groupPhone}
      parse={groupPhone}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'tel', maxLength: 14 },
        input: { startAdornment: <InputAdornment position="start">+{dial}</InputAdornment> },
      }}
    />
  );
}
