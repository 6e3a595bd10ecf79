import type { PaymentProofStatus } from '@despacho/shared';
import { statusChip } from '../../../components/data-table/status-chip';

export const PaymentProofStatusChip = statusChip<PaymentProofStatus>(
  { pending: 'warning', approved: 'success', rejected: 'error' },
  'paymentProofs.statuses',
);
