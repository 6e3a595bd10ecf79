import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { DatesProvider } from './DatesProvider';
import { useReportUnsaved } from './unsaved-changes';

/** What an unfinished date is stored as, so the contract refuses it instead of dropping it. */
const INCOMPLETE = 'incomplete-date';

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
 * A calendar date (stored as YYYY-MM-DD, as the contracts expect) typed or picked with MUI X's
 * date picker: dd/mm/aaaa in Spanish, mm/dd/yyyy in English.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  minDate,
  maxDate,
  shouldDisableDate,
  unavailableText,
}: FormDateFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const raw: string = typeof field.value === 'string' ? (field.value as string) : '';
  const value = raw && raw !== INCOMPLETE ? parseISO(raw) : null;
  const message =
    raw === INCOMPLETE || pickerError === 'invalidDate'
      ? t('dates.incomplete')
      : pickerError === 'minDate'
        ? t('dates.notBefore')
        : pickerError === 'maxDate'
          ? t('dates.notAfter')
          : pickerError === 'shouldDisableDate' && unavailableText
            ? unavailableText
            : fieldState.error?.message;

  // The pickers' code and date-fns locales load with the first form that has a date.
  return (
    <DatesProvider locale={currentLocale()}>
      <DatePicker
        label={label}
        value={value && isValid(value) ? value : null}
        minDate={minDate ? parseISO(minDate) : undefined}
        maxDate={maxDate ? parseISO(maxDate) : undefined}
        shouldDisableDate={
          shouldDisableDate ? (date) => shouldDisableDate(format(date, 'yyyy-MM-dd')) : undefined
        }
        format={i18n.language === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy'}
        onError={setPickerError}
        onChange={(date) =>
          field.onChange(
            date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INCOMPLETE,
          )
        }
        inputRef={field.ref}
        slotProps={{
          field: { clearable: true },
          textField: {
            id: `field-${name}`,
            name: field.name,
            required,
            fullWidth: true,
            onBlur: field.onBlur,
            error: !!message,
            helperText: message ?? helperText,
          },
        }}
      />
    </DatesProvider>
  );
}
