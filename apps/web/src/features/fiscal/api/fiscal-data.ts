import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalDataValues, FiscalDatum, ListResponse } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { fiscalKeys } from './fiscal-keys';

/** GET fiscal_data/0: the caller's own fiscal data, null before the first save. */
export const ownFiscalDataQueryOptions = () =>
  queryOptions({
    queryKey: fiscalKeys.ownData(),
    queryFn: () => api.get<DataReply<FiscalDatum | null>>('fiscal_data/0').then((r) => r.data),
  });
export const useOwnFiscalData = () => useQuery(ownFiscalDataQueryOptions());

/** GET fiscal_data?where[user_id]=…: a user's fiscal data for staff (null when none). */
export const useUserFiscalData = (userId: number | null) =>
  useQuery({
    queryKey: fiscalKeys.userData(userId ?? 0),
    enabled: userId !== null,
    retry: false,
    queryFn: () =>
      api
        .get<ListResponse<FiscalDatum>>('fiscal_data', { 'where[user_id]': userId! })
        .then((r) => r.data[0] ?? null),
  });

/** POST fiscal_data with the wrapped body: creates or replaces the caller's own record. */
export const saveFiscalData = (values: FiscalDataValues) =>
  api.post<DataReply<FiscalDatum>>('fiscal_data', { fiscal_datum: values }).then((r) => r.data);

export function useSaveFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFiscalData,
    onSuccess: (saved) => queryClient.setQueryData(fiscalKeys.ownData(), saved),
  });
}
