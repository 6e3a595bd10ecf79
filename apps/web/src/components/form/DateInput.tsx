import { useRef, useState, type Ref } from 'react';
import { useForkRef } from '@mui/material/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { DatesProvider } from './DatesProvider';

/** What an unfinished or impossible date is passed on as, so a check or contract refuses it. */
export const INVALID_DATE = 'invalid-date';

/** dd/mm/yyyy in both languages (docs/decisions.md, issue 25), as lib/format writes dates. */
export const DATE_INPUT_FORMAT = 'dd/MM/yyyy';

export interface DateInputProps {
  id: string;
  name?: string;
  label: string;
  /** '' (empty), a calendar date YYYY-MM-DD, or INVALID_DATE. */
  value: string;
  /** '' when cleared, YYYY-MM-DD once a real day is typed or picked, else INVALID_DATE. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** A message from outside (a form's check or the server); the picker's own come first. */
  error?: string | null;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  clearable?: boolean;
  /** Earliest selectable day, YYYY-MM-DD (e.g. today in the tenant's time zone). */
  minDate?: string | null;
  /** Latest selectable day, YYYY-MM-DD. */
  maxDate?: string | null;
  /** Days (YYYY-MM-DD) the calendar greys out, e.g. those a carrier does not collect on. */
  shouldDisableDate?: (day: string) => boolean;
  /** What a typed day the calendar greys out is told. */
  unavailableText?: string;
  /** Said when the day is before minDate (default: "cannot be in the past"). */
  minDateText?: string;
  /** Said when the day is after maxDate (default: "cannot be later than today"). */
  maxDateText?: string;
}

/** Every date section typed: the day exists or not (31/02), rather than being unfinished. */
const complete = (text: string) => /^\d{2}\/\d{2}\/\d{4}$/.test(text.trim());

/**
 * The app's one date picker: typed as dd/mm/aaaa (dd/mm/yyyy in English) or picked on MUI X's
 * calendar, never the browser's native field (whose order follows the browser, not the page).
 * A calendar date has no time zone: the server reads it as a day in the tenant's.
 */
export function DateInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  required,
  size,
  clearable = true,
  minDate,
  maxDate,
  shouldDisableDate,
  unavailableText,
  minDateText,
  maxDateText,
}: DateInputProps) {
  const { t } = useTranslation();
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  // The field's text (every section typed or not), read on each key: MUI X sends no change
  // between two invalid values, so an impossible day is seen only here.
  const [text, setText] = useState('');
  const textRef = useRef<HTMLInputElement | null>(null);
  // What the picker last sent: handed back while the value is INVALID_DATE, so the sections
  // typed so far stay (a null would clear them).
  const [draft, setDraft] = useState<Date | null>(null);
  const parsed = value && value !== INVALID_DATE ? parseISO(value) : null;
  const date = value === INVALID_DATE ? draft : parsed && isValid(parsed) ? parsed : null;
  const impossible = complete(text) && draft !== null && !isValid(draft);
  // A value set from outside (a form reset, filters cleared) forgets the text read before.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== INVALID_DATE) setText('');
  }
  const partial = /\d/.test(text) && !complete(text);
  // An unfinished date is said once the reader leaves the field, not at the first digit.
  const [left, setLeft] = useState(false);
  const readText = () => {
    const now = textRef.current?.value ?? '';
    setText(now);
    // MUI X sends nothing until the year is begun: a day and month alone are not a date either.
    if (/\d/.test(now) && !complete(now) && value !== INVALID_DATE) onChange(INVALID_DATE);
  };

  const message = impossible
    ? t('dates.impossible')
    : value === INVALID_DATE || pickerError === 'invalidDate' || partial
      ? left
        ? t('dates.incomplete')
        : null
      : pickerError === 'minDate'
        ? (minDateText ?? t('dates.notBefore'))
        : pickerError === 'maxDate'
          ? (maxDateText ?? t('dates.notAfter'))
          : pickerError === 'shouldDisableDate' && unavailableText
            ? unavailableText
            : error || null;

  const setRefs = useForkRef(textRef, inputRef);

  // The pickers' code and date-fns locales load with the first screen that has a date.
  return (
    <DatesProvider locale={currentLocale()}>
      <DatePicker
        label={label}
        value={date}
        minDate={minDate ? parseISO(minDate) : undefined}
        maxDate={maxDate ? parseISO(maxDate) : undefined}
        shouldDisableDate={
          shouldDisableDate ? (day) => shouldDisableDate(format(day, 'yyyy-MM-dd')) : undefined
        }
        format={DATE_INPUT_FORMAT}
        onError={setPickerError}
        onChange={(next) => {
          const real = next !== null && isValid(next) && next.getFullYear() >= 1000;
          setDraft(next);
          readText();
          onChange(next === null ? '' : real ? format(next, 'yyyy-MM-dd') : INVALID_DATE);
        }}
        inputRef={setRefs}
        slotProps={{
          field: { clearable },
          textField: {
            id,
            name,
            size,
            required,
            fullWidth: true,
            onFocus: () => setLeft(false),
            onBlur: () => {
              setLeft(true);
              readText();
              onBlur?.();
            },
            onKeyUp: readText,
            error: !!message,
            helperText: message ?? helperText,
          },
        }}
      />
    </DatesProvider>
  );
}
