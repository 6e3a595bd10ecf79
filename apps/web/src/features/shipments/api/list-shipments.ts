import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Shipment } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';

/** Cache keys of the shipment list; every key starts with `shipments`, so one invalidation
 * after an action refreshes the list, the open details and the pickup screen alike. */
export const shipmentListKeys = {
  all: ['shipments'] as const,
  list: (query: Query) => ['shipments', 'list', query] as const,
  carriers: ['shipments', 'carriers'] as const,
  tracking: (id: number) => ['shipments', 'tracking', id] as const,
};

export const shipmentsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: shipmentListKeys.list(query),
    queryFn: () => api.get<ListResponse<Shipment>>('shipments', query),
    placeholderData: keepPreviousData,
  });

/** GET /shipments with the URL's page, order and `where[...]` filters. */
export const useShipments = (query: Query) => useQuery(shipmentsQueryOptions(query));

export interface CarrierChoice {
  id: number;
  name: string;
}

/** The carriers the caller's shipments were bought with: the carrier filter's choices. */
export const useShipmentCarriers = () =>
  useQuery({
    queryKey: shipmentListKeys.carriers,
    queryFn: () => api.get<{ data: CarrierChoice[] }>('shipments/carriers').then((r) => r.data),
    staleTime: 5 * 60_000,
  });
