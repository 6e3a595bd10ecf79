import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Carrier,
  ListResponse,
  Service,
  Waybill,
  WaybillCreateForm,
  WaybillImportRequest,
  WaybillImportResult,
} from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const waybillKeys = {
  all: ['waybills'] as const,
  list: (query: Query) => ['waybills', 'list', query] as const,
  carriers: ['waybills', 'carriers'] as const,
  services: (carrierId: string) => ['waybills', 'services', carrierId] as const,
};

export const useWaybills = (query: Query) =>
  useQuery({
    queryKey: waybillKeys.list(query),
    queryFn: () => api.get<ListResponse<Waybill>>('waybills', query),
    placeholderData: keepPreviousData,
  });

/** Every carrier of the tenant (spec 2 §9: lists of carriers fetch up to 2000). */
export const useCarrierChoices = () =>
  useQuery({
    queryKey: waybillKeys.carriers,
    queryFn: () =>
      api
        .get<ListResponse<Carrier>>('carriers', { per_page: 2000, order: 'name asc' })
        .then((r) => r.data.map((c) => ({ value: String(c.id), label: c.name }))),
    staleTime: 60_000,
  });

/** The chosen carrier's services; nothing is fetched until a carrier is picked. */
export const useServiceChoices = (carrierId: string) =>
  useQuery({
    queryKey: waybillKeys.services(carrierId),
    queryFn: () =>
      api
        .get<ListResponse<Service>>('services', { 'where[carrier_id]': carrierId, per_page: 2000 })
        .then((r) => r.data.map((s) => ({ value: String(s.id), label: s.name }))),
    enabled: carrierId !== '',
    staleTime: 60_000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...waybillKeys.all, 'list'] });
}

export function useCreateWaybill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (waybill: WaybillCreateForm) =>
      api.post<DataReply<Waybill>>('waybills', { waybill }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useDeleteWaybill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`waybills/${id}`),
    onSuccess: invalidate,
  });
}

/** One chunk of an import: each number answered saved or error. */
export const importWaybillChunk = (body: WaybillImportRequest) =>
  api.post<DataReply<WaybillImportResult>>('waybills/import', body).then((r) => r.data);

export const useInvalidateWaybills = useInvalidate;
