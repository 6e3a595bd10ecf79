import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { groupPhone } from './phone-format';

/**
 * A Mexican phone: "+52" shown before it, the number grouped as it is typed ("81 1234 5678").
 * The contract strips the spaces, so the server still receives 10 digits.
 */
export function FormPhoneField<T extends FieldValues>(props: FormTextFieldProps<T>) {
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
        input: { startAdornment: <InputAdornment position="start">+52</InputAdornment> },
      }}
    />
  );
}
