import type { InvoiceStatusValue } from '@despacho/shared';
import { statusChip } from '../../../components/data-table/status-chip';

export const InvoiceStatusChip = statusChip<InvoiceStatusValue>(
  {
    pending: 'warning',
    rejected: 'error',
    stamping: 'info',
    generated: 'success',
    cancelled: 'default',
  },
  'invoices.statuses',
);
