import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatesProvider } from '../../../components/form/DatesProvider';
import { currentLocale } from '../../../lib/i18n';
import type { ReportForm } from '../report-form';

/** What an unfinished date is stored as, so the check refuses it instead of dropping it. */
const INCOMPLETE = 'incomplete';

/**
 * One end of the report range (YYYY-MM-DD), typed or picked between `min` (the report limit,
 * for those it binds) and `max` (today); the check before downloading words any problem.
 */
export function ReportDateField({
  control,
  name,
  label,
  min,
  max,
}: {
  control: Control<ReportForm>;
  name: 'start_date' | 'end_date';
  label: string;
  min?: string | null;
  max: string;
}) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = field.value && field.value !== INCOMPLETE ? parseISO(field.value) : null;
  return (
    <DatesProvider locale={currentLocale()}>
      <DatePicker
        label={label}
        value={value && isValid(value) ? value : null}
        minDate={min ? parseISO(min) : undefined}
        maxDate={parseISO(max)}
        format={i18n.language === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy'}
        onChange={(date) =>
          field.onChange(
            date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INCOMPLETE,
          )
        }
        inputRef={field.ref}
        slotProps={{
          textField: {
            id: `field-${name}`,
            name: field.name,
            required: true,
            fullWidth: true,
            onBlur: field.onBlur,
            error: !!fieldState.error,
            helperText: fieldState.error?.message,
          },
        }}
      />
    </DatesProvider>
  );
}
