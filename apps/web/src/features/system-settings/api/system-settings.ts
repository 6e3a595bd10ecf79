import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse, SystemSetting } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

export const systemSettingsKeys = {
  all: ['system-settings'] as const,
  list: ['system-settings', 'list'] as const,
};

const ALL = { page: 1, per_page: 2000, order: 'key asc' };

export const listSystemSettings = () =>
  api.get<ListResponse<SystemSetting>>('system_settings', ALL);

export const useSystemSettings = () =>
  useQuery({ queryKey: systemSettingsKeys.list, queryFn: listSystemSettings });

export const createSystemSetting = (system_setting: { key: string; val: string }) =>
  api.post<DataReply<SystemSetting>>('system_settings', { system_setting }).then((r) => r.data);

/** The key is fixed once created: a save sends only the value. */
export const updateSystemSetting = ({ id, val }: { id: number; val: string }) =>
  api
    .put<DataReply<SystemSetting>>(`system_settings/${id}`, { system_setting: { val } })
    .then((r) => r.data);

function useSystemSettingsMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: systemSettingsKeys.all }),
  });
}

export const useCreateSystemSetting = () => useSystemSettingsMutation(createSystemSetting);
export const useUpdateSystemSetting = () => useSystemSettingsMutation(updateSystemSetting);
