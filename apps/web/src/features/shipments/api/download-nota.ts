import { useMutation } from '@tanstack/react-query';
import type { Shipment } from '@despacho/shared';
import { downloadFile } from '../../../lib/api-client';

/** GET /shipments/:id/nota (the A6 NOTA PDF; operator, admin and up), saved as a download. */
export function useDownloadNota() {
  return useMutation({
    mutationFn: (s: Pick<Shipment, 'id' | 'sequential_id' | 'provider_code'>) =>
      downloadFile(
        `shipments/${s.id}/nota`,
        [s.sequential_id, s.provider_code?.toLowerCase(), 'nota.pdf'].filter(Boolean).join('-'),
      ),
  });
}
