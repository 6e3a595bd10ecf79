import { useController, type Control } from 'react-hook-form';
import { validationText } from '@despacho/shared';
import { DateInput } from '../../../components/form/DateInput';
import { currentLocale } from '../../../lib/i18n';
import { shownDate, type ReportForm } from '../report-form';

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
  const { field, fieldState } = useController({ control, name });
  const locale = currentLocale();
  return (
    <DateInput
      id={`field-${name}`}
      name={field.name}
      label={label}
      required
      clearable={false}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      minDate={min}
      minDateText={
        min ? validationText('v.report_start_limit', locale, { date: shownDate(min, locale) }) : ''
      }
      maxDate={max}
      error={fieldState.error?.message}
    />
  );
}
