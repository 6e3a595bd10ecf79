import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInForm, User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adoptAccountLocale } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';

export const signIn = (form: SignInForm) =>
  api
    .post<DataReply<{ user: User; token: string }>>('users/sign_in', { user: form })
    .then((r) => r.data);

/**
 * Signs in and stores the session (and the account's language on a device with no choice yet);
 * the shell then loads permissions and settings.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user, token }) => {
      queryClient.clear();
      saveSession({ token, user });
      queryClient.setQueryData(queryKeys.currentUser, user);
      void adoptAccountLocale(user.locale);
    },
  });
}
