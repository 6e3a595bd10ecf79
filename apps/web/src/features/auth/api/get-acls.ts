import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionRule } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Acls {
  can: Record<string, Record<string, boolean>>;
  rules: PermissionRule[];
}

export const getAcls = () => api.get<DataReply<Acls>>('acls').then((r) => r.data);

export const aclsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.acls, queryFn: getAcls, staleTime: 5 * 60_000, retry: false });

/** The CASL rules of the signed-in user (GET acls). */
export const useAcls = (enabled = true) => useQuery({ ...aclsQueryOptions(), enabled });
