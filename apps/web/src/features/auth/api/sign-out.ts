import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

export const signOut = () => api.delete<unknown>('sign_out');

/** Revokes the token (best effort: an offline sign-out still forgets it here). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut().catch(() => undefined);
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}
