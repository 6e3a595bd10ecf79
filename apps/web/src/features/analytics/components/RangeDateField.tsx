import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { DatesProvider } from '../../../components/form/DatesProvider';
import { currentLocale } from '../../../lib/i18n';

/** One end of the range (YYYY-MM-DD), typed or picked; a finished date is applied at once. */
export function RangeDateField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (date: string) => void;
  error?: string | null;
}) {
  const { i18n } = useTranslation();
  const date = value ? parseISO(value) : null;
  return (
    <DatesProvider locale={currentLocale()}>
      <DatePicker
        label={label}
        value={date && isValid(date) ? date : null}
        format={i18n.language === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy'}
        onChange={(d) => {
          if (d && isValid(d) && d.getFullYear() > 1900) onChange(format(d, 'yyyy-MM-dd'));
        }}
        slotProps={{
          textField: {
            id,
            size: 'small',
            fullWidth: true,
            error: !!error,
            helperText: error ?? undefined,
          },
        }}
      />
    </DatesProvider>
  );
}
