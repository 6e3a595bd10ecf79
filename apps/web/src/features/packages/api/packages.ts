import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ListResponse, Package, PackageForm } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const usePackages = (query: Query) =>
  useQuery({
    queryKey: queryKeys.packages.list(query),
    queryFn: () => api.get<ListResponse<Package>>('packages', query),
    placeholderData: keepPreviousData,
  });

export const usePackage = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.packages.detail(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : () => api.get<DataReply<Package>>(`packages/${id}`).then((r) => r.data),
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.packages.all });
}

/** Creates (`id` null) or updates a package template. */
export function useSavePackage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, pkg }: { id: number | null; pkg: PackageForm }) =>
      (id === null
        ? api.post<DataReply<Package>>('packages', { package: pkg })
        : api.put<DataReply<Package>>(`packages/${id}`, { package: pkg })
      ).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useDeletePackage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`packages/${id}`),
    onSuccess: invalidate,
  });
}
