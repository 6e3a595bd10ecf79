import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantBranding } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTenant = () => api.get<DataReply<TenantBranding>>('tenant').then((r) => r.data);

export const tenantQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tenant,
    queryFn: getTenant,
    staleTime: Infinity,
    retry: false,
  });

/** The brand (name, colour, time zone); readable before sign-in. */
export const useTenant = () => useQuery(tenantQueryOptions());
