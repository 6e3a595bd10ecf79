import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { externalApisKeys } from './external-apis-keys';

/** GET api_keys: the caller's keys, each `key` masked as 32 asterisks. */
export const useApiKeys = () =>
  useQuery({
    queryKey: externalApisKeys.apiKeys,
    queryFn: () => api.get<DataReply<ApiKey[]>>('api_keys').then((r) => r.data),
  });

/**
 * POST api_keys {api_key:{name}}: the reply carries the whole key, the only time it exists
 * outside the server; the server deletes every other key of the caller first.
 */
export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiKeyForm) =>
      api.post<DataReply<ApiKey>>('api_keys', { api_key: values }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalApisKeys.apiKeys }),
  });
}

/** DELETE api_keys/{id}: the key stops working at once. */
export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`api_keys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: externalApisKeys.apiKeys }),
  });
}
