import { useMutation } from '@tanstack/react-query';
import type { StoreConnectReply } from '@despacho/shared';
import { api } from '../../../lib/api-client';

/** POST /stores/{id}/reauthorize: a new authorization URL for a revoked OAuth store. */
export function useReauthorizeStore() {
  return useMutation({
    mutationFn: (id: number) => api.post<StoreConnectReply>(`stores/${id}/reauthorize`),
  });
}
