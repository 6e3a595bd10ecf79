import Chip, { type ChipProps } from '@mui/material/Chip';

const COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  suspended: 'error',
  pending: 'warning',
  info: 'info',
  warning: 'warning',
  error: 'error',
};

/** A small coloured chip for a status or type value; the label is already translated. */
export function StatusChip({ value, label }: { value: string; label: string }) {
  return <Chip size="small" label={label} color={COLOURS[value] ?? 'default'} variant="outlined" />;
}
