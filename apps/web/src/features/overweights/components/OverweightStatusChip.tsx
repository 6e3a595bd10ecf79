import type { OverweightStatus } from '@despacho/shared';
import { statusChip } from '../../../components/data-table/status-chip';

export const OverweightStatusChip = statusChip<OverweightStatus>(
  { unpaid: 'warning', paid: 'info', rebated: 'secondary', refunded: 'success' },
  'overweights.statuses',
);
