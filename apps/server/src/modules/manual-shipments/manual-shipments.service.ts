import type { ListQuery, ListResponse, Shipment } from '@despacho/shared';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listShipments } from '../shipments/shipments.service';

export { uploadManualLabel } from '../shipments/manual-label.service';

/**
 * GET manual_shipments (spec 2 §7): the tenant's shipments whose source is manual, with the
 * shipment list's filters, order (created_at desc) and page size (10).
 */
export function listManualShipments(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Shipment>> {
  authorize(ctx, 'read', 'ManualShipment');
  return listShipments(ctx, { ...query, 'where[source]': 'manual' });
}
