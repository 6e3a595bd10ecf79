import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Overweight } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { overweightKeys } from './overweight-keys';

/** GET overweights: the caller's own for customers, the tenant's (with filters) for staff. */
export const listOverweights = (query: Query) =>
  api.get<ListResponse<Overweight>>('overweights', query);

export const overweightsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: overweightKeys.list(query),
    queryFn: () => listOverweights(query),
    placeholderData: keepPreviousData,
  });

export const useOverweights = (query: Query, enabled = true) =>
  useQuery({ ...overweightsQueryOptions(query), enabled });
