import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PREFERENCE_KEYS, User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Preference {
  key: (typeof PREFERENCE_KEYS)[number];
  value: string;
}

export const updatePreference = (preference: Preference) =>
  api.post<DataReply<User>>('users/update_preference', { preference }).then((r) => r.data);

export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreference,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
