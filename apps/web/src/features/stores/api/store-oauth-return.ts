import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store, StoreReturnRequest } from '@despacho/shared';
import { api } from '../../../lib/api-client';
import { storeKeys } from './list-stores';

/** POST /stores/oauth_return with the provider's query as it came (the server checks it). */
export function useStoreOauthReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: StoreReturnRequest) =>
      api.post<{ store: Store }>('stores/oauth_return', query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
