import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PaymentProofStatus } from '@despacho/shared';

const COLOURS: Record<PaymentProofStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export function PaymentProofStatusChip({ status }: { status: PaymentProofStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`paymentProofs.statuses.${status}`)}
    />
  );
}
