import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectProps<T extends FieldValues> = FormTextFieldProps<T> & {
  name: FieldPath<T>;
  options: SelectOption[];
  /** Label of an empty first choice; omit when a value is always required. */
  emptyLabel?: string;
};

/**
 * A native select (keyboard, screen readers and browser automation all handle it natively),
 * bound to react-hook-form like every other field.
 */
export function FormSelect<T extends FieldValues>({
  options,
  emptyLabel,
  slotProps,
  ...props
}: FormSelectProps<T>) {
  return (
    <FormTextField
      {...props}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
