import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CarrierSetting, CarrierSettingLog } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

const keys = {
  list: (carrierId: number) => ['carrier-settings', carrierId] as const,
  logs: (carrierId: number) => ['carrier-settings', carrierId, 'logs'] as const,
};

export const useCarrierSettings = (carrierId: number) =>
  useQuery({
    queryKey: keys.list(carrierId),
    queryFn: () =>
      api
        .get<{ data: CarrierSetting[] }>(`carriers/${carrierId}/carrier_settings`)
        .then((r) => r.data),
  });

export const useCarrierSettingLogs = (carrierId: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.logs(carrierId),
    enabled,
    queryFn: () =>
      api
        .get<{ data: CarrierSettingLog[] }>(`carriers/${carrierId}/carrier_setting_logs`)
        .then((r) => r.data),
  });

/**
 * Create (no id) or change a setting; `*****` as the value keeps a secret as it is. `visible`
 * goes only when given (developers: the server ignores it from anyone else).
 */
export function useSaveCarrierSetting(carrierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      key,
      value,
      visible,
    }: {
      id?: number;
      key: string;
      value: string;
      visible?: boolean;
    }) => {
      const flag = visible === undefined ? {} : { visible };
      return (
        id
          ? api.put<DataReply<CarrierSetting>>(`carriers/${carrierId}/carrier_settings/${id}`, {
              carrier_setting: { value, ...flag },
            })
          : api.post<DataReply<CarrierSetting>>(`carriers/${carrierId}/carrier_settings`, {
              carrier_setting: { key, value, ...flag },
            })
      ).then((r) => r.data);
    },
    onSuccess: () => refresh(queryClient, carrierId),
  });
}

/** DELETE one setting (the panel asks first); the list, the log and the carrier refresh. */
export function useDeleteCarrierSetting(carrierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`carriers/${carrierId}/carrier_settings/${id}`),
    onSuccess: () => refresh(queryClient, carrierId),
  });
}

function refresh(queryClient: QueryClient, carrierId: number) {
  void queryClient.invalidateQueries({ queryKey: ['carrier-settings', carrierId] });
  void queryClient.invalidateQueries({ queryKey: ['carriers'] });
}
