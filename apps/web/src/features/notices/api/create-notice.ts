import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice, NoticeForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST notices with the body wrapped by model: `{notice: {...}}`. */
export const createNotice = (notice: NoticeForm) =>
  api.post<DataReply<Notice>>('notices', { notice }).then((r) => r.data);

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
