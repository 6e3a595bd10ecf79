import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileForm, User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { updateSessionUser } from '../../../lib/session';

/**
 * PUT registrations: the new password and its confirmation only when one was typed; the current
 * password whenever it was typed (the server asks for it to change the password or the e-mail).
 */
export const updateProfile = (form: ProfileForm) => {
  const { password, password_confirmation, current_password, ...profile } = form;
  const user = {
    ...profile,
    ...(password ? { password, password_confirmation } : {}),
    ...(current_password ? { current_password } : {}),
  };
  return api.put<DataReply<User>>('registrations', { user }).then((r) => r.data);
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(queryKeys.currentUser, user);
    },
  });
}
