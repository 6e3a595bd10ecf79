import { useMutation } from '@tanstack/react-query';
import type { ShipmentLabelsRequest } from '@despacho/shared';
import { downloadFile } from '../../../lib/api-client';

/** POST /shipments/labels {ids}: the selected shipments' labels as one PDF. */
export const downloadLabels = ({ ids }: ShipmentLabelsRequest) =>
  downloadFile('shipments/labels', `guias-${ids.length}-envios.pdf`, {
    method: 'POST',
    body: { ids },
  });

export const useDownloadLabels = () => useMutation({ mutationFn: downloadLabels });
