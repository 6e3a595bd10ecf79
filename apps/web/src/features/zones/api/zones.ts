import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CoveragePostalCode, ImportResult, ListResponse, Zone } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const zoneKeys = {
  all: ['zones'] as const,
  list: (query: Query) => ['zones', 'list', query] as const,
  detail: (id: number) => ['zones', 'detail', id] as const,
  codes: (owner: string, id: number, query: Query) => ['postal-codes', owner, id, query] as const,
};

export const useZones = (query: Query) =>
  useQuery(
    queryOptions({
      queryKey: zoneKeys.list(query),
      queryFn: () => api.get<ListResponse<Zone>>('zones', query),
      placeholderData: keepPreviousData,
    }),
  );

export const useZone = (id: number | null) =>
  useQuery({
    queryKey: zoneKeys.detail(id ?? 0),
    queryFn: () => api.get<DataReply<Zone>>(`zones/${id}`).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });

export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zone }: { id?: number; zone: { name: string } }) =>
      (id
        ? api.put<DataReply<Zone>>(`zones/${id}`, { zone })
        : api.post<DataReply<Zone>>('zones', { zone })
      ).then((r) => r.data),
    onSuccess: (zone) => {
      queryClient.setQueryData(zoneKeys.detail(zone.id), zone);
      void queryClient.invalidateQueries({ queryKey: zoneKeys.all });
    },
  });
}

/** The postal codes of a zone or of a service (their own list), 10 per page. */
export type CodesOwner = { kind: 'zone' | 'service'; id: number };
const base = (o: CodesOwner) => `${o.kind}s/${o.id}/postal_codes`;

export const usePostalCodes = (owner: CodesOwner, query: Query) =>
  useQuery({
    queryKey: zoneKeys.codes(owner.kind, owner.id, query),
    queryFn: () => api.get<ListResponse<CoveragePostalCode>>(base(owner), query),
    placeholderData: keepPreviousData,
  });

function useRefreshCodes() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['postal-codes'] });
    void queryClient.invalidateQueries({ queryKey: zoneKeys.all });
  };
}

export function useAddPostalCode(owner: CodesOwner) {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (code: { postal_code: string; country_id: string }) =>
      api.post<DataReply<CoveragePostalCode>>(base(owner), { postal_code: code }),
    onSuccess: refresh,
  });
}

export function useDeletePostalCodes(owner: CodesOwner) {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all'
        ? api.delete<unknown>(`${base(owner)}?confirm=true`)
        : api.delete<unknown>(`${base(owner)}/${id}`),
    onSuccess: refresh,
  });
}

export function useImportPostalCodes(owner: CodesOwner) {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: ({ file, countryId }: { file: File; countryId: string }) => {
      const form = new FormData();
      form.append('country_id', countryId);
      form.append('file', file);
      return api.upload<DataReply<ImportResult>>(`${base(owner)}/import`, form).then((r) => r.data);
    },
    onSuccess: refresh,
  });
}
