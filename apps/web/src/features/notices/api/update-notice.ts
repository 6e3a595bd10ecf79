import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice, NoticeForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateNotice = ({ id, notice }: { id: number; notice: NoticeForm }) =>
  api.put<DataReply<Notice>>(`notices/${id}`, { notice }).then((r) => r.data);

export function useUpdateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotice,
    onSuccess: (notice) => {
      queryClient.setQueryData(queryKeys.notices.detail(notice.id), notice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
