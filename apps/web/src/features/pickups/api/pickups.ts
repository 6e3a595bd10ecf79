import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ListResponse, Pickup, PickupDays, PickupRescheduleRequest } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const pickupKeys = {
  all: ['pickups'] as const,
  list: (query: Query) => ['pickups', 'list', query] as const,
  days: (shipmentId: number) => ['pickups', 'days', shipmentId] as const,
};

/**
 * GET /pickups/days: the carrier's pickup days for this shipment (tenant time, earliest first);
 * the date pickers offer exactly these, the days the server accepts.
 */
export const usePickupDays = (shipmentId: number, enabled: boolean) =>
  useQuery({
    queryKey: pickupKeys.days(shipmentId),
    queryFn: async (): Promise<PickupDays> =>
      (await api.get<DataReply<PickupDays>>('pickups/days', { shipment_id: shipmentId })).data,
    enabled,
  });

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

/** PUT /pickups/:id/reschedule: books the new day and window, then cancels the booked one. */
export function useReschedulePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pickup }: { id: number; pickup: PickupRescheduleRequest['pickup'] }) =>
      api.put<DataReply<Pickup>>(`pickups/${id}/reschedule`, { pickup }).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['shipments'] }),
      ]),
  });
}
