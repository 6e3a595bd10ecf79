import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Create (no id) or change a setting; `*****` as the value keeps a secret as it is. */
export function useSaveCarrierSetting(carrierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key, value }: { id?: number; key: string; value: string }) =>
      (id
        ? api.put<DataReply<CarrierSetting>>(`carriers/${carrierId}/carrier_settings/${id}`, {
            carrier_setting: { value },
          })
        : api.post<DataReply<CarrierSetting>>(`carriers/${carrierId}/carrier_settings`, {
            carrier_setting: { key, value },
          })
      ).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['carrier-settings', carrierId] });
      void queryClient.invalidateQueries({ queryKey: ['carriers'] });
    },
  });
}
