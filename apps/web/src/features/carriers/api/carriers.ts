import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Carrier, CarrierInput, ListResponse, ProviderChoice } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const carrierKeys = {
  all: ['carriers'] as const,
  list: (query: Query) => ['carriers', 'list', query] as const,
  detail: (id: number) => ['carriers', 'detail', id] as const,
  providers: ['providers', 'choices'] as const,
};

export const useCarriers = (query: Query) =>
  useQuery(
    queryOptions({
      queryKey: carrierKeys.list(query),
      queryFn: () => api.get<ListResponse<Carrier>>('carriers', query),
      placeholderData: keepPreviousData,
    }),
  );

export const useCarrier = (id: number | null) =>
  useQuery({
    queryKey: carrierKeys.detail(id ?? 0),
    queryFn: () => api.get<DataReply<Carrier>>(`carriers/${id}`).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });

export const useProviders = () =>
  useQuery({
    queryKey: carrierKeys.providers,
    queryFn: () => api.get<{ data: ProviderChoice[] }>('providers').then((r) => r.data),
    staleTime: 10 * 60_000,
  });

/** Create (no id) or update a carrier; the lists refresh afterwards. */
export function useSaveCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, carrier }: { id?: number; carrier: CarrierInput }) =>
      (id
        ? api.put<DataReply<Carrier>>(`carriers/${id}`, { carrier })
        : api.post<DataReply<Carrier>>('carriers', { carrier })
      ).then((r) => r.data),
    onSuccess: (carrier) => {
      queryClient.setQueryData(carrierKeys.detail(carrier.id), carrier);
      void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
    },
  });
}

export function useCarrierStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'activate' | 'suspend' }) =>
      api.put<DataReply<Carrier>>(`carriers/${id}/${action}`).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: carrierKeys.all }),
  });
}

/** Developers only; the server refuses (409, saying why) a carrier something still hangs on. */
export function useDeleteCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`carriers/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: carrierKeys.all }),
  });
}
