import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

export const getUser = (id: number) =>
  api.get<DataReply<AdminUser>>(`users/${id}`).then((r) => r.data);

/** No id (a malformed address) asks nothing. */
export const userQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: usersKeys.detail(id ?? 0),
    queryFn: id === null ? skipToken : () => getUser(id),
  });

export const useUser = (id: number | null) => useQuery(userQueryOptions(id));
