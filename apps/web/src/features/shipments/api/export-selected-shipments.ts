import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/** The list's CSV export (POST /shipments/export_csv) of the selected shipments only. */
export const exportSelectedShipments = (ids: number[]) =>
  downloadFile('shipments/export_csv', 'shipments.csv', {
    method: 'POST',
    query: { 'where[ids]': ids.join(',') },
  });

export const useExportSelectedShipments = () =>
  useMutation({ mutationFn: exportSelectedShipments });
