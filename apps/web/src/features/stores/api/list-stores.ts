import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Store } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';

/** Every stores key starts with `stores`: one invalidation refreshes the list and the choices. */
export const storeKeys = {
  all: ['stores'] as const,
  list: (query: Query) => ['stores', 'list', query] as const,
  choices: ['stores', 'choices'] as const,
};

/** GET /stores: the caller's stores (a staff member's: the tenant's), one page. */
export const storesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: storeKeys.list(query),
    queryFn: () => api.get<ListResponse<Store>>('stores', query),
    placeholderData: keepPreviousData,
  });
export const useStores = (query: Query) => useQuery(storesQueryOptions(query));

/** All the caller's stores at once (a person has a handful): the connect form's duplicate
 * check, the shipment list's store filter and its Sync button read them. */
export const storeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.choices,
    queryFn: () =>
      api
        .get<ListResponse<Store>>('stores', { per_page: 100, order: 'created_at desc' })
        .then((r) => r.data),
    staleTime: 60_000,
  });
export const useStoreChoices = (enabled = true) =>
  useQuery({ ...storeChoicesQueryOptions(), enabled });
