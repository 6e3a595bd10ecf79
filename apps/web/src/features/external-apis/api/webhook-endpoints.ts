import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { externalApisKeys } from './external-apis-keys';

/** GET webhook_endpoints: the caller's endpoints (at most WEBHOOK_ENDPOINTS_MAX, no paging). */
export const useWebhookEndpoints = (enabled = true) =>
  useQuery({
    queryKey: externalApisKeys.endpoints,
    queryFn: () =>
      api
        .get<{ data: WebhookEndpoint[] }>('webhook_endpoints', { per_page: 100 })
        .then((r) => r.data),
    enabled,
  });

/** GET webhook_endpoints/{id}: nothing is asked for an id no record can have. */
export const useWebhookEndpoint = (id: number | null) =>
  useQuery({
    queryKey: externalApisKeys.endpoint(id ?? 0),
    queryFn: () =>
      api.get<DataReply<WebhookEndpoint>>(`webhook_endpoints/${id}`).then((r) => r.data),
    enabled: id !== null,
  });

const useRefreshEndpoints = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: externalApisKeys.endpoints });
};

/** POST webhook_endpoints (the reply carries `secret`, once) or PUT webhook_endpoints/{id}. */
export function useSaveWebhookEndpoint() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: WebhookEndpointForm }) =>
      (id
        ? api.put<DataReply<WebhookEndpoint>>(`webhook_endpoints/${id}`, {
            webhook_endpoint: values,
          })
        : api.post<DataReply<WebhookEndpoint>>('webhook_endpoints', { webhook_endpoint: values })
      ).then((r) => r.data),
    onSuccess: refresh,
  });
}

/**
 * What a row action says when it ends. The callbacks live on the mutation itself (not on
 * `mutate`), so the notice is given even when the row that asked is gone by then (deleted, or
 * re-rendered by the refresh).
 */
export interface ActionCallbacks<T> {
  onSuccess: (result: T) => void;
  onError: (error: unknown) => void;
}

/** DELETE webhook_endpoints/{id}; the lists refresh after the caller has been told. */
export function useDeleteWebhookEndpoint({ onSuccess, onError }: ActionCallbacks<number>) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) => api.delete(`webhook_endpoints/${id}`).then(() => id),
    onSuccess,
    onError,
    onSettled: () => void refresh(),
  });
}

/** POST webhook_endpoints/{id}/rotate_secret: the new secret, once; the old one stops at once. */
export function useRotateSecret({ onSuccess, onError }: ActionCallbacks<WebhookEndpoint>) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) =>
      api
        .post<DataReply<WebhookEndpoint>>(`webhook_endpoints/${id}/rotate_secret`)
        .then((r) => r.data),
    onSuccess,
    onError,
    onSettled: () => void refresh(),
  });
}

/** POST webhook_endpoints/{id}/test: one signed `ping` now; answers that delivery. */
export function useSendTestEvent({ onSuccess, onError }: ActionCallbacks<WebhookDelivery>) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DataReply<WebhookDelivery>>(`webhook_endpoints/${id}/test`).then((r) => r.data),
    onSuccess,
    onError,
    onSettled: () => void refresh(),
  });
}
