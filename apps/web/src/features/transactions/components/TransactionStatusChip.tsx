import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@despacho/shared';

const COLOURS: Record<TransactionStatus, ChipProps['color']> = {
  cleared: 'success',
  pending: 'warning',
  rejected: 'error',
};

export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`transactions.statuses.${status}`)}
    />
  );
}
