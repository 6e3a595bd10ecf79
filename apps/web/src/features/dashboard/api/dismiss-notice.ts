import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@despacho/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const dismissNotice = (id: number) => api.post<unknown>(`notices/${id}/dismiss`);

/** Closes a notice on my dashboard: gone at once, remembered on the server for me only. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onMutate: (id) => {
      const before = queryClient.getQueryData<Dashboard>(queryKeys.dashboard);
      if (before)
        queryClient.setQueryData(queryKeys.dashboard, {
          ...before,
          notices: before.notices.filter((n) => n.id !== id),
        });
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.dashboard, context.before);
    },
  });
}
