import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Country, ListResponse } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export interface ProviderRow {
  id: number;
  code: string;
  name: string;
  visible: boolean;
  own_agreements: boolean;
  supports_insurance: boolean;
  supports_pickup: boolean;
  service_types: { code: string; name: string }[];
}
export interface ValidatorRow {
  id: number;
  name: string;
  description: string;
  status: 'active' | 'suspended';
}
export interface StateRow {
  id: number;
  code: string;
  name: string;
}

export const useCountries = (query: Query) =>
  useQuery({
    queryKey: ['countries', 'list', query],
    queryFn: () => api.get<ListResponse<Country>>('countries', query),
    placeholderData: keepPreviousData,
  });

export const useCountry = (id: number | null) =>
  useQuery({
    queryKey: ['countries', 'detail', id],
    enabled: id !== null,
    retry: false,
    queryFn: () => api.get<DataReply<Country>>(`countries/${id}`).then((r) => r.data),
  });

export const useStates = (countryId: number) =>
  useQuery({
    queryKey: ['countries', 'states', countryId],
    queryFn: () =>
      api.get<{ data: StateRow[] }>(`countries/${countryId}/states`).then((r) => r.data),
  });

export const useProviders = () =>
  useQuery({
    queryKey: ['providers', 'all'],
    queryFn: () => api.get<{ data: ProviderRow[] }>('providers/all').then((r) => r.data),
  });

export const useValidators = () =>
  useQuery({
    queryKey: ['validators'],
    queryFn: () => api.get<{ data: ValidatorRow[] }>('validators').then((r) => r.data),
  });

/** GET validators/{id}: the record the edit form starts from (null: not editing). */
export const useValidator = (id: number | null) =>
  useQuery({
    queryKey: ['validators', 'detail', id],
    enabled: id !== null,
    retry: false,
    queryFn: () => api.get<DataReply<ValidatorRow>>(`validators/${id}`).then((r) => r.data),
  });

/** Create or update a record of `path` wrapped in `root` ({ country: {...} }), then refresh. */
export function useSaveRecord<T>(path: string, root: string, refresh: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: unknown }) =>
      (id
        ? api.put<DataReply<T>>(`${path}/${id}`, { [root]: values })
        : api.post<DataReply<T>>(path, { [root]: values })
      ).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

export function useDeleteRecord(path: string, refresh: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${path}/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** Validator choices for the carrier and service forms (developers only may read them). */
export const useValidatorChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['validators'],
    enabled,
    queryFn: () => api.get<{ data: ValidatorRow[] }>('validators').then((r) => r.data),
  }).data ?? [];
