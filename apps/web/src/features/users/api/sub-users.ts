import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUser, ListResponse } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** GET subusers?user_id=: the sub-users of one account. */
export const listSubUsers = (parentId: number, query: Query) =>
  api.get<ListResponse<AdminUser>>('subusers', { ...query, user_id: parentId });

export const subUsersQueryOptions = (parentId: number, query: Query) =>
  queryOptions({
    queryKey: usersKeys.subUsers(parentId, query),
    queryFn: () => listSubUsers(parentId, query),
    placeholderData: keepPreviousData,
  });

export const useSubUsers = (parentId: number, query: Query) =>
  useQuery(subUsersQueryOptions(parentId, query));

/** POST users/{id}/subusers {email}: exactly one account must have that e-mail. */
export const addSubUser = ({ parentId, email }: { parentId: number; email: string }) =>
  api.post<DataReply<AdminUser>>(`users/${parentId}/subusers`, { email }).then((r) => r.data);

/** DELETE users/{id}/subusers/{subId}: detaches; the account itself stays. */
export const removeSubUser = ({ parentId, subId }: { parentId: number; subId: number }) =>
  api.delete<unknown>(`users/${parentId}/subusers/${subId}`);

function useInvalidatingMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export const useAddSubUser = () => useInvalidatingMutation(addSubUser);
export const useRemoveSubUser = () => useInvalidatingMutation(removeSubUser);
