import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileForm, User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { updateSessionUser } from '../../../lib/session';

/** PUT registrations; the password trio is sent only when a new password was typed. */
export const updateProfile = (form: ProfileForm) => {
  const { password, password_confirmation, current_password, ...profile } = form;
  const user = password
    ? { ...profile, password, password_confirmation, current_password }
    : profile;
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
