import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreConnectReply, StoreForm } from '@despacho/shared';
import { api } from '../../../lib/api-client';
import { storeKeys } from './list-stores';

/** POST /stores: Shopify and Tienda Nube answer the provider's authorization URL in
 * `params.url`; WooCommerce is tested with its keys and saved at once. */
export function useConnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: StoreForm) => api.post<StoreConnectReply>('stores', { store }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
