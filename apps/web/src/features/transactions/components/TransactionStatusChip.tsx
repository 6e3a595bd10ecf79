import type { TransactionStatus } from '@despacho/shared';
import { statusChip } from '../../../components/data-table/status-chip';

export const TransactionStatusChip = statusChip<TransactionStatus>(
  { cleared: 'success', pending: 'warning', rejected: 'error' },
  'transactions.statuses',
);
