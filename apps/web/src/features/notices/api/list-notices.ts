import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Notice } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const listNotices = (query: Query) => api.get<ListResponse<Notice>>('notices', query);

export const noticesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: queryKeys.notices.list(query),
    queryFn: () => listNotices(query),
    placeholderData: keepPreviousData,
  });

/** A page of notices; `query` comes from the list's URL (page, per_page, order, where[…]). */
export const useNotices = (query: Query) => useQuery(noticesQueryOptions(query));
