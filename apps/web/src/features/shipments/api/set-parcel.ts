import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParcelForm, Shipment } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { shipmentKeys } from './get-shipment';

/** POST /shipments/:id/parcels: step 2; the answer is the shipment at step `rating`. */
export const setParcel = ({ id, parcel }: { id: number; parcel: ParcelForm }) =>
  api.post<DataReply<Shipment>>(`shipments/${id}/parcels`, { parcel }).then((r) => r.data);

export function useSetParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setParcel,
    onSuccess: (shipment) => {
      queryClient.setQueryData(shipmentKeys.detail(shipment.id), shipment);
      // New measures, new prices.
      return queryClient.invalidateQueries({ queryKey: shipmentKeys.rates(shipment.id) });
    },
  });
}
