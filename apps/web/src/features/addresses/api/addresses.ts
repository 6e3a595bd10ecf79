import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ImportResult, ListResponse, SavedAddress, SavedAddressForm } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const addressesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: queryKeys.addresses.list(query),
    queryFn: () => api.get<ListResponse<SavedAddress>>('addresses', query),
    placeholderData: keepPreviousData,
  });
export const useAddresses = (query: Query) => useQuery(addressesQueryOptions(query));

export const useAddress = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.addresses.detail(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : () => api.get<DataReply<SavedAddress>>(`addresses/${id}`).then((r) => r.data),
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all });
}

/** Creates (`id` null) or updates an address; the body is wrapped by model. */
export function useSaveAddress() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, address }: { id: number | null; address: SavedAddressForm }) =>
      (id === null
        ? api.post<DataReply<SavedAddress>>('addresses', { address })
        : api.put<DataReply<SavedAddress>>(`addresses/${id}`, { address })
      ).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useDeleteAddress() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`addresses/${id}`),
    onSuccess: invalidate,
  });
}

export function useImportAddresses() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<DataReply<ImportResult>>('addresses/import', form).then((r) => r.data);
    },
    onSuccess: invalidate,
  });
}
