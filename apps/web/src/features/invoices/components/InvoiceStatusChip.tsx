import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatusValue } from '@despacho/shared';

const COLOURS: Record<InvoiceStatusValue, ChipProps['color']> = {
  pending: 'warning',
  rejected: 'error',
  stamping: 'info',
  generated: 'success',
  cancelled: 'default',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatusValue }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`invoices.statuses.${status}`)}
    />
  );
}
