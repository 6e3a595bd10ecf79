import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Shipment } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

/** Under `shipments`, so the list's invalidation after any action refreshes it too. */
export const shipmentKeys = {
  detail: (id: number) => ['shipments', 'detail', id] as const,
  rates: (id: number) => ['shipments', 'rates', id] as const,
};

export const getShipment = (id: number) =>
  api.get<DataReply<Shipment>>(`shipments/${id}`).then((r) => r.data);

export const shipmentQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: shipmentKeys.detail(id ?? 0),
    queryFn: id === null ? skipToken : () => getShipment(id),
  });

/** GET /shipments/:id: addresses, parcel, step and what the caller may do with it. */
export const useShipment = (id: number | null) => useQuery(shipmentQueryOptions(id));
