import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { usersKeys } from './users-keys';

/** POST users/{id}/confirm_email: staff confirm an unconfirmed address. */
export const confirmUserEmail = (id: number) =>
  api.post<DataReply<AdminUser>>(`users/${id}/confirm_email`).then((r) => r.data);

/** PUT users/{id}/fiscal_data_verified {value}: the verify-user switch (customers). */
export const setFiscalDataVerified = ({ id, value }: { id: number; value: boolean }) =>
  api.put<DataReply<AdminUser>>(`users/${id}/fiscal_data_verified`, { value }).then((r) => r.data);

function useUserMutation<V>(fn: (vars: V) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}

export const useConfirmUserEmail = () => useUserMutation(confirmUserEmail);
export const useSetFiscalDataVerified = () => useUserMutation(setFiscalDataVerified);
