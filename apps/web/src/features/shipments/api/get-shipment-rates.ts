import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteResult } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { shipmentKeys } from './get-shipment';

/** GET /shipments/:id/rates: the shipment priced for its owner, fields cut to the caller's role. */
export const getShipmentRates = (id: number) =>
  api.get<DataReply<QuoteResult>>(`shipments/${id}/rates`).then((r) => r.data);

export const shipmentRatesQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: shipmentKeys.rates(id),
    queryFn: () => getShipmentRates(id),
    enabled,
    // Prices move with the carriers': never show a stale table on coming back.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useShipmentRates = (id: number, enabled: boolean) =>
  useQuery(shipmentRatesQueryOptions(id, enabled));
