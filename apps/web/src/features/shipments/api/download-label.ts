import { useMutation } from '@tanstack/react-query';
import type { LabelFormatName } from '@despacho/shared';
import { saveFile } from './wizard-http';

const EXTENSION: Record<LabelFormatName, string> = { letter: 'pdf', thermal: 'pdf', zpl: 'zpl' };

/** GET /shipments/:id/label?format=…, saved under the name the server gives it. */
export const downloadLabel = ({ id, format }: { id: number; format: LabelFormatName }) =>
  saveFile(`shipments/${id}/label`, { format }, `label-${id}-${format}.${EXTENSION[format]}`);

export const useDownloadLabel = () => useMutation({ mutationFn: downloadLabel });
