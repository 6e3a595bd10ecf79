import { useMutation } from '@tanstack/react-query';
import type { ShipmentImport } from '@despacho/shared';
import { api } from '../../../lib/api-client';

/** Replies may wrap the import as `{data}` (house style) or send it bare: both are read. */
export function unwrapImport(reply: ShipmentImport | { data: ShipmentImport }): ShipmentImport {
  return 'data' in reply && typeof reply.data === 'object' ? reply.data : (reply as ShipmentImport);
}

/** POST /shipments/imports (multipart `files[]`): the file is queued as a job (202). */
export function useCreateShipmentImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('files[]', file);
      return api
        .upload<ShipmentImport | { data: ShipmentImport }>('shipments/imports', form)
        .then(unwrapImport);
    },
  });
}
