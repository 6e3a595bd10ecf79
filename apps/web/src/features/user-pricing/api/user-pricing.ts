import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportResult,
  UserPrice,
  UserPriceInput,
  UserPricing,
  UserServiceAmountsInput,
} from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

const keys = {
  pricing: (userId: number) => ['user-pricing', userId] as const,
  prices: (userId: number, serviceId: number) => ['user-pricing', userId, serviceId] as const,
};

export const useUserPricing = (userId: number | null) =>
  useQuery({
    queryKey: keys.pricing(userId ?? 0),
    enabled: userId !== null,
    retry: false,
    queryFn: () => api.get<DataReply<UserPricing>>(`users/${userId}/prices`).then((r) => r.data),
  });

function useRefresh(userId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['user-pricing', userId] });
}

export function useSetSpecialCarriers(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (on: boolean) =>
      api.put(`users/${userId}/special_carriers`, { special_carriers: on }),
    onSuccess: refresh,
  });
}

export function useSaveUserCarrier(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (input: { carrier_id: number; service_ids: number[] }) =>
      api.put(`users/${userId}/user_carriers`, { user_carrier: input }),
    onSuccess: refresh,
  });
}

export function useSaveServiceAmounts(userId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ serviceId, amounts }: { serviceId: number; amounts: UserServiceAmountsInput }) =>
      api.put(`users/${userId}/service_amounts/${serviceId}`, { user_service_amount: amounts }),
    onSuccess: refresh,
  });
}

export const useUserPrices = (userId: number, serviceId: number) =>
  useQuery({
    queryKey: keys.prices(userId, serviceId),
    queryFn: () =>
      api
        .get<{ data: UserPrice[] }>(`users/${userId}/services/${serviceId}/user_prices`)
        .then((r) => r.data),
  });

export function useImportUserPrices(userId: number, serviceId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api
        .upload<DataReply<ImportResult>>(
          `users/${userId}/services/${serviceId}/user_prices/import`,
          form,
        )
        .then((r) => r.data);
    },
    onSuccess: refresh,
  });
}

export function useDeleteUserPrice(userId: number, serviceId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (priceId: number) =>
      api.delete(`users/${userId}/services/${serviceId}/user_prices/${priceId}`),
    onSuccess: refresh,
  });
}

/** Adds one row (`id` null) or changes one; a kg the table already has is refused per field. */
export function useSaveUserPrice(userId: number, serviceId: number) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: UserPriceInput }) => {
      const base = `users/${userId}/services/${serviceId}/user_prices`;
      const body = { user_price: values };
      return (
        id === null
          ? api.post<DataReply<UserPrice>>(base, body)
          : api.put<DataReply<UserPrice>>(`${base}/${id}`, body)
      ).then((r) => r.data);
    },
    onSuccess: refresh,
  });
}
