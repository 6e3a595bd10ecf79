import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressForm, Shipment } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { shipmentKeys } from './get-shipment';

export interface NewShipmentAddresses {
  origin_attributes: AddressForm;
  destination_attributes: AddressForm;
}

/** POST /shipments: step 1; the answer is the shipment at step `packaging`. */
export const createShipment = (shipment: NewShipmentAddresses) =>
  api.post<DataReply<Shipment>>('shipments', { shipment }).then((r) => r.data);

export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: (shipment) => queryClient.setQueryData(shipmentKeys.detail(shipment.id), shipment),
  });
}
