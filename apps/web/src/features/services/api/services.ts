import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ImportResult,
  ListResponse,
  Service,
  ServiceInput,
  ServicePrice,
  ServicePriceInput,
  Zone,
} from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const serviceKeys = {
  all: ['services'] as const,
  list: (query: Query) => ['services', 'list', query] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
  prices: (id: number) => ['services', 'prices', id] as const,
};

export const useServices = (query: Query, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: serviceKeys.list(query),
      queryFn: () => api.get<ListResponse<Service>>('services', query),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );

export const useService = (id: number | null) =>
  useQuery({
    queryKey: serviceKeys.detail(id ?? 0),
    queryFn: () => api.get<DataReply<Service>>(`services/${id}`).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });

/** Every zone, for the zonal service's picker. */
export const useZoneChoices = () =>
  useQuery({
    queryKey: ['zones', 'choices'],
    queryFn: () =>
      api
        .get<ListResponse<Zone>>('zones', { per_page: 1000, order: 'name asc' })
        .then((r) => r.data),
  });

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      carrierId,
      service,
    }: {
      id?: number;
      carrierId?: number;
      service: ServiceInput;
    }) =>
      (id
        ? api.put<DataReply<Service>>(`services/${id}`, { service })
        : api.post<DataReply<Service>>(`carriers/${carrierId}/services`, { service })
      ).then((r) => r.data),
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service.id), service);
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['carriers'] });
    },
  });
}

export const useServicePrices = (serviceId: number) =>
  useQuery({
    queryKey: serviceKeys.prices(serviceId),
    queryFn: () =>
      api.get<{ data: ServicePrice[] }>(`services/${serviceId}/service_prices`).then((r) => r.data),
  });

function useRefreshPrices(serviceId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: serviceKeys.prices(serviceId) });
    void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
  };
}

export function useAddServicePrice(serviceId: number) {
  const refresh = useRefreshPrices(serviceId);
  return useMutation({
    mutationFn: (price: ServicePriceInput) =>
      api
        .post<DataReply<ServicePrice>>(`services/${serviceId}/service_prices`, {
          service_price: price,
        })
        .then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useDeleteServicePrice(serviceId: number) {
  const refresh = useRefreshPrices(serviceId);
  return useMutation({
    mutationFn: (priceId: number) =>
      api.delete<unknown>(`services/${serviceId}/service_prices/${priceId}`),
    onSuccess: refresh,
  });
}

export function useImportServicePrices(serviceId: number) {
  const refresh = useRefreshPrices(serviceId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api
        .upload<DataReply<ImportResult>>(`services/${serviceId}/service_prices/import`, form)
        .then((r) => r.data);
    },
    onSuccess: refresh,
  });
}
