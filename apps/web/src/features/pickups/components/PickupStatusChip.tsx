import type { PickupStatus } from '@despacho/shared';
import { statusChip } from '../../../components/data-table/status-chip';

export const PickupStatusChip = statusChip<PickupStatus>(
  {
    generated: 'success',
    error: 'error',
    canceling: 'warning',
    canceled: 'default',
    cancel_failed: 'error',
  },
  'pickups.statuses',
);
