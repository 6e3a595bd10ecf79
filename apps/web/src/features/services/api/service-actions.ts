import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { serviceKeys } from './services';

/** Activate or suspend from the carrier's service list (spec 3 §4). */
export function useServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'activate' | 'suspend' }) =>
      api.put<DataReply<Service>>(`services/${id}/${action}`).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** Developers only; refused (409, saying why) while prices, customers' prices or shipments hang on it. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`services/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['carriers'] });
    },
  });
}
