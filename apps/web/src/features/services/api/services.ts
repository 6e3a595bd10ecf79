import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ListResponse, Service, ServiceInput, Zone } from '@despacho/shared';
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
