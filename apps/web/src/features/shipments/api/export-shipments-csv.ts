import { useMutation } from '@tanstack/react-query';
import type { Query } from '../../../lib/api-client';
import { saveFile } from './save-file';

/** POST /shipments/export_csv with the list's `where[...]` filters, saved as shipments.csv. */
export function useExportShipmentsCsv() {
  return useMutation({
    mutationFn: (filters: Query) =>
      saveFile('POST', 'shipments/export_csv', 'shipments.csv', filters),
  });
}
