import { DateInput, INVALID_DATE } from '../../../components/form/DateInput';

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
  return (
    <DateInput
      id={id}
      label={label}
      size="small"
      clearable={false}
      value={value}
      onChange={(date) => {
        if (date && date !== INVALID_DATE) onChange(date);
      }}
      error={error}
    />
  );
}
