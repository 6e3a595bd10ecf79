import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from './DateInput';
import { useReportUnsaved } from './unsaved-changes';

interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  /** Earliest selectable day, as YYYY-MM-DD (e.g. today in the tenant's time zone). */
  minDate?: string;
  /** Latest selectable day, as YYYY-MM-DD (e.g. a transfer made at the latest today). */
  maxDate?: string;
  /** Days (YYYY-MM-DD) the calendar greys out, e.g. those a carrier does not collect on. */
  shouldDisableDate?: (day: string) => boolean;
  /** What a typed day the calendar greys out is told. */
  unavailableText?: string;
}

/**
 * A form's calendar date (stored as YYYY-MM-DD, as the contracts expect) in the app's one date
 * picker; an unfinished or impossible date is stored as such, so the contract refuses it
 * instead of dropping it.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormDateFieldProps<T>) {
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  return (
    <DateInput
      {...props}
      id={`field-${name}`}
      name={field.name}
      value={typeof field.value === 'string' ? (field.value as string) : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
