import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { shipmentListKeys } from './list-shipments';

/** The state-changing buttons of a shipment (spec 2 §4), each one call. */
export const SHIPMENT_ACTIONS = [
  'request_cancellation',
  'cancel',
  'reject_cancel_request',
  'deliver',
  'clone',
  'delete',
] as const;
export type ShipmentActionName = (typeof SHIPMENT_ACTIONS)[number];

function call(action: ShipmentActionName, id: number): Promise<unknown> {
  switch (action) {
    case 'request_cancellation':
      return api.put<DataReply<Shipment>>(`shipments/${id}/request_cancellation`);
    case 'cancel':
      return api.put<DataReply<Shipment>>(`shipments/${id}/cancel`);
    case 'reject_cancel_request':
      return api.put<DataReply<Shipment>>(`shipments/${id}/reject_cancel_shipment`);
    case 'deliver':
      return api.put<DataReply<Shipment>>(`shipments/${id}/deliver`);
    case 'clone':
      return api.post<DataReply<Shipment>>(`shipments/${id}/clone`);
    case 'delete':
      return api.delete<{ ok: true }>(`shipments/${id}`);
  }
}

/** Runs one action; the list (and anything else about shipments) refreshes either way, since a
 * refusal (409) usually means the shipment changed under the user's eyes. */
export function useShipmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ShipmentActionName; id: number }) => call(action, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentListKeys.all }),
  });
}
