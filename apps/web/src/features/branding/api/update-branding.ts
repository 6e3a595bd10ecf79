import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingForm, TenantBranding } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateBranding = (branding: BrandingForm) =>
  api.put<DataReply<TenantBranding>>('tenant/branding', { branding }).then((r) => r.data);

/** PUT tenant/branding; the whole app re-wears the brand from the reply. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranding,
    onSuccess: (tenant) => queryClient.setQueryData(queryKeys.tenant, tenant),
  });
}
