import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, ListResponse } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const listUsers = (query: Query) => api.get<ListResponse<AdminUser>>('users', query);

export const usersQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });

/** `enabled` false holds the request (the list is about to restore its remembered filters). */
export const useUsers = (query: Query, enabled = true) =>
  useQuery({ ...usersQueryOptions(query), enabled });
