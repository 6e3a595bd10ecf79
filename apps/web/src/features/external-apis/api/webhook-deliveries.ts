import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination, WebhookDelivery } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';
import { externalApisKeys } from './external-apis-keys';
import type { ActionCallbacks } from './webhook-endpoints';

interface DeliveriesReply {
  data: WebhookDelivery[];
  pagination?: Pagination;
  meta?: { pagination?: Pagination };
}

/** The list convention allows `pagination` or `meta.pagination` (spec 1 §7); read either. */
const withPagination = (reply: DeliveriesReply) => ({
  data: reply.data,
  pagination: reply.pagination ?? reply.meta?.pagination,
});

/** GET webhook_endpoints/{id}/deliveries?page&per_page: the log, newest first. */
export const useWebhookDeliveries = (endpointId: number | null, query: Query) =>
  useQuery({
    queryKey: externalApisKeys.deliveryPage(endpointId ?? 0, query),
    queryFn: () =>
      api
        .get<DeliveriesReply>(`webhook_endpoints/${endpointId}/deliveries`, query)
        .then(withPagination),
    enabled: endpointId !== null,
    placeholderData: keepPreviousData,
    // A pending delivery is being retried by the server's queue: look again now and then.
    refetchInterval: (q) =>
      q.state.data?.data.some((d) => d.status === 'pending') ? 15_000 : false,
  });

/** GET webhook_deliveries/{id}: one delivery with the exact `body` that was signed and sent. */
export const useWebhookDelivery = (id: number) =>
  useQuery({
    queryKey: externalApisKeys.delivery(id),
    queryFn: () =>
      api.get<DataReply<WebhookDelivery>>(`webhook_deliveries/${id}`).then((r) => r.data),
  });

/** POST webhook_deliveries/{id}/resend: the same body and event id, a fresh signature. */
export function useResendDelivery(
  endpointId: number,
  { onSuccess, onError }: ActionCallbacks<WebhookDelivery>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DataReply<WebhookDelivery>>(`webhook_deliveries/${id}/resend`).then((r) => r.data),
    onSuccess,
    onError,
    onSettled: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: externalApisKeys.deliveries(endpointId) }),
        queryClient.invalidateQueries({ queryKey: externalApisKeys.endpoints }),
      ]),
  });
}
