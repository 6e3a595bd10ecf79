import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressForm, Shipment } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { shipmentListKeys } from './list-shipments';

export interface ShipmentAddressesChange {
  origin_attributes?: AddressForm;
  destination_attributes?: AddressForm;
}

/** PUT /shipments/:id with new origin and/or destination (refused with 409 once labelled). */
export function useUpdateShipmentAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shipment }: { id: number; shipment: ShipmentAddressesChange }) =>
      api.put<DataReply<Shipment>>(`shipments/${id}`, { shipment }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentListKeys.all }),
  });
}
