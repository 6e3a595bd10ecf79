import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantBranding, TimeZoneForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateTimeZone = (tenant: TimeZoneForm) =>
  api.put<DataReply<TenantBranding>>('tenant/time_zone', { tenant }).then((r) => r.data);

/** PUT tenant/time_zone (owners); every date the app shows follows the reply's zone at once. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (tenant) => queryClient.setQueryData(queryKeys.tenant, tenant),
  });
}
