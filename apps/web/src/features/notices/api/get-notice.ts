import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getNotice = (id: number) =>
  api.get<DataReply<Notice>>(`notices/${id}`).then((r) => r.data);

export const noticeQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.notices.detail(id), queryFn: () => getNotice(id) });

export const useNotice = (id: number) => useQuery(noticeQueryOptions(id));
