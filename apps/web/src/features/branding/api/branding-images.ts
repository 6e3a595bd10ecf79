import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingImage, TenantBranding } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const uploadBrandingImage = ({ kind, file }: { kind: BrandingImage; file: File }) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<DataReply<TenantBranding>>(`tenant/branding/${kind}`, form).then((r) => r.data);
};

export const removeBrandingImage = (kind: BrandingImage) =>
  api.delete<DataReply<TenantBranding>>(`tenant/branding/${kind}`).then((r) => r.data);

/** POST (upload) and DELETE of the logo or favicon; the brand is refreshed from the reply. */
export function useBrandingImage() {
  const queryClient = useQueryClient();
  const onSuccess = (tenant: TenantBranding) => queryClient.setQueryData(queryKeys.tenant, tenant);
  return {
    upload: useMutation({ mutationFn: uploadBrandingImage, onSuccess }),
    remove: useMutation({ mutationFn: removeBrandingImage, onSuccess }),
  };
}
