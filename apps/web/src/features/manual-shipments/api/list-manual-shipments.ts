import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Shipment } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';

/** Under `shipments`, so a purchase or an upload that refreshes the shipments refreshes this. */
export const manualShipmentKeys = {
  list: (query: Query) => ['shipments', 'manual', query] as const,
};

export const manualShipmentsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: manualShipmentKeys.list(query),
    queryFn: () => api.get<ListResponse<Shipment>>('manual_shipments', query),
    placeholderData: keepPreviousData,
  });

/** GET /manual_shipments: the tenant's manual shipments, newest first, 10 a page. */
export const useManualShipments = (query: Query) => useQuery(manualShipmentsQueryOptions(query));
