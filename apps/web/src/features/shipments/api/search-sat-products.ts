import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SatProduct {
  code: string;
  description: string;
}

/** GET sat_products?search=: SAT c_ClaveProdServ keys by key prefix or words (30 at most). */
export const searchSatProducts = (search: string) =>
  api.get<{ data: SatProduct[] }>('sat_products', { search }).then((r) => r.data);

export const useSatProducts = (search: string, enabled = true) =>
  useQuery({
    queryKey: ['sat-products', search],
    queryFn: () => searchSatProducts(search),
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
