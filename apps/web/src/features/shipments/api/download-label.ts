import { useMutation } from '@tanstack/react-query';
import type { LabelFormatName } from '@despacho/shared';
import { downloadFile } from '../../../lib/api-client';

const EXTENSION: Record<LabelFormatName, string> = { letter: 'pdf', thermal: 'pdf', zpl: 'zpl' };

/** GET /shipments/:id/label?format=…, saved under the name the server gives it. */
export const downloadLabel = ({ id, format }: { id: number; format: LabelFormatName }) =>
  downloadFile(`shipments/${id}/label`, `label-${id}-${format}.${EXTENSION[format]}`, {
    query: { format },
  });

export const useDownloadLabel = () => useMutation({ mutationFn: downloadLabel });
