import { useMutation } from '@tanstack/react-query';
import { downloadFile, type Query } from '../../../lib/api-client';

/** GET users/{id}/transactions/export (developers): saved under the name the server gives. */
export function useExportUserTransactions() {
  return useMutation({
    mutationFn: ({ userId, filters }: { userId: number; filters: Query }) =>
      downloadFile(`users/${userId}/transactions/export`, 'movimientos.xlsx', {
        query: filters,
      }),
  });
}
