import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserCreateForm, UserUpdateForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** POST users with the body wrapped by model: `{user: {...}}`. */
export const createUser = (user: UserCreateForm) =>
  api.post<DataReply<AdminUser>>('users', { user }).then((r) => r.data);

/** PUT users/{id}: the whole form, or one field (status, CSV switch, own-agreements price). */
export const updateUser = ({ id, user }: { id: number; user: UserUpdateForm }) =>
  api.put<DataReply<AdminUser>>(`users/${id}`, { user }).then((r) => r.data);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
