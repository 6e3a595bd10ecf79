import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInForm, User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveSession } from '../../../lib/session';

export const signIn = (form: SignInForm) =>
  api
    .post<DataReply<{ user: User; token: string }>>('users/sign_in', { user: form })
    .then((r) => r.data);

/** Signs in and stores the session; the shell then loads permissions and settings. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user, token }) => {
      queryClient.clear();
      saveSession({ token, user });
      queryClient.setQueryData(queryKeys.currentUser, user);
    },
  });
}
