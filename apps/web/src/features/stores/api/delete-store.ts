import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeKeys } from './list-stores';

/** DELETE /stores/{id}: the store goes; the shipments made from its orders stay. */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`stores/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
