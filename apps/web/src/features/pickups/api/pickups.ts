import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ListResponse, Pickup } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const pickupKeys = {
  all: ['pickups'] as const,
  list: (query: Query) => ['pickups', 'list', query] as const,
};

/** GET /pickups: `search` (pickup or tracking number), paged and sorted by the server. */
export const usePickups = (query: Query) =>
  useQuery(
    queryOptions({
      queryKey: pickupKeys.list(query),
      queryFn: () => api.get<ListResponse<Pickup>>('pickups', query),
      placeholderData: keepPreviousData,
    }),
  );

export interface PickupRequest {
  shipment_id: number;
  /** Tenant-local YYYY-MM-DD. */
  date: string;
  window: 'morning' | 'midday' | 'afternoon';
}

/** POST /pickups: always a new pickup (a retry too); a carrier's refusal is `status: error`. */
export function useCreatePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pickup: PickupRequest) =>
      api.post<DataReply<Pickup>>('pickups', { pickup }).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['shipments'] }),
      ]),
  });
}
