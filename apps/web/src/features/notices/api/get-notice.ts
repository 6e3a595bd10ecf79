import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Notice } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getNotice = (id: number) =>
  api.get<DataReply<Notice>>(`notices/${id}`).then((r) => r.data);

/** No id (a malformed address) asks nothing. */
export const noticeQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.notices.detail(id ?? 0),
    queryFn: id === null ? skipToken : () => getNotice(id),
  });

export const useNotice = (id: number | null) => useQuery(noticeQueryOptions(id));
