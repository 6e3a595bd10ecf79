import { useMutation } from '@tanstack/react-query';
import { downloadFile, type Query } from '../../../lib/api-client';

/** POST /shipments/export_csv with the list's `where[...]` filters, saved as shipments.csv. */
export function useExportShipmentsCsv() {
  return useMutation({
    mutationFn: (filters: Query) =>
      downloadFile('shipments/export_csv', 'shipments.csv', { method: 'POST', query: filters }),
  });
}
