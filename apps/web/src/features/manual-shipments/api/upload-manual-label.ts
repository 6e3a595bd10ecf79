import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { shipmentKeys } from '../../shipments/api/get-shipment';

export interface ManualLabelUpload {
  id: number;
  trackingNumber: string;
  file: File;
}

/** POST /shipments/:id/upload_label as the spec's form: files[], id, tracking_number. */
export function uploadManualLabel({ id, trackingNumber, file }: ManualLabelUpload) {
  const form = new FormData();
  form.append('id', String(id));
  form.append('tracking_number', trackingNumber);
  form.append('files[]', file, file.name);
  return api.upload<DataReply<Shipment>>(`shipments/${id}/upload_label`, form).then((r) => r.data);
}

export function useUploadManualLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadManualLabel,
    onSuccess: (shipment) => {
      queryClient.setQueryData(shipmentKeys.detail(shipment.id), shipment);
      return queryClient.invalidateQueries({ queryKey: ['shipments'] });
    },
  });
}
