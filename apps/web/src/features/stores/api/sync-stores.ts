import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncReply } from '@despacho/shared';
import { api } from '../../../lib/api-client';
import { storeKeys } from './list-stores';

/** POST /shipments/syncs: reads every store's paid, unfulfilled orders into shipments. The
 * shipment list and the stores' last-sync times both change. */
export function useSyncStores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId?: number) =>
      api.post<SyncReply>('shipments/syncs', storeId ? { store_id: storeId } : {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shipments'] }),
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
      ]),
  });
}
