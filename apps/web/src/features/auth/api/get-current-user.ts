import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getSession, updateSessionUser } from '../../../lib/session';

export const getCurrentUser = async () => {
  const user = (await api.get<DataReply<User>>('registrations')).data;
  updateSessionUser(user);
  return user;
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: getCurrentUser,
    initialData: () => getSession()?.user,
    initialDataUpdatedAt: 0,
    retry: false,
  });

/** The signed-in user, shown at once from the stored session and refreshed from the server. */
export const useCurrentUser = (enabled = true) =>
  useQuery({ ...currentUserQueryOptions(), enabled });
