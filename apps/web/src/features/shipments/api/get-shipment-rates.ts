import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QuoteProgress } from '@despacho/shared';
import { shipmentKeys } from './get-shipment';
import { streamShipmentRates } from './stream-shipment-rates';

/**
 * The shipment's rates, streamed: each line lands in the cache as it arrives (the query stays
 * fetching until the last), so the table fills while slow carriers are still asked. A refetch
 * keeps the old table until the new stream's first line; leaving the page aborts the stream.
 */
export const shipmentRatesQueryOptions = (id: number, enabled: boolean, client: QueryClient) =>
  queryOptions({
    queryKey: shipmentKeys.rates(id),
    queryFn: ({ signal }): Promise<QuoteProgress> =>
      streamShipmentRates(
        id,
        (line) => client.setQueryData<QuoteProgress>(shipmentKeys.rates(id), line),
        signal,
      ),
    enabled,
    // Prices move with the carriers': never show a stale table on coming back.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useShipmentRates = (id: number, enabled: boolean) =>
  useQuery(shipmentRatesQueryOptions(id, enabled, useQueryClient()));
