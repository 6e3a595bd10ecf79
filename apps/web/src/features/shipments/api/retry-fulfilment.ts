import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shipmentListKeys } from './list-shipments';

/** POST /shipments/{id}/fulfilment: write the bought label back to the store's order again
 * (202: queued); the list refreshes to show it pending. */
export function useRetryFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`shipments/${id}/fulfilment`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentListKeys.all }),
  });
}
