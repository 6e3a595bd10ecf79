import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse, Setting, SettingCreateForm, SettingUpdateForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

/**
 * The /settings screen's reads and writes. Its keys live under 'settings', so a save also
 * refreshes every by-key value other screens read (the register flag, insurance…).
 */
export const settingsAdminKeys = {
  all: ['settings'] as const,
  list: ['settings', 'admin-list'] as const,
};

// The whole catalogue fits one page (spec 3: lookup lists up to 2000).
const ALL = { page: 1, per_page: 2000, order: 'namespace asc' };

export const listAllSettings = () => api.get<ListResponse<Setting>>('settings', ALL);

export const useAllSettings = () =>
  useQuery({ queryKey: settingsAdminKeys.list, queryFn: listAllSettings });

function useSettingsMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsAdminKeys.all }),
  });
}

export const createSetting = (setting: SettingCreateForm) =>
  api.post<DataReply<Setting>>('settings', { setting }).then((r) => r.data);

/** A save carries only what changed (partial PUT): the rest stays as stored. */
export const updateSetting = ({ id, setting }: { id: number; setting: SettingUpdateForm }) =>
  api.put<DataReply<Setting>>(`settings/${id}`, { setting }).then((r) => r.data);

export const deleteSetting = (id: number) => api.delete<unknown>(`settings/${id}`);

export const useCreateSetting = () => useSettingsMutation(createSetting);
export const useUpdateSetting = () => useSettingsMutation(updateSetting);
export const useDeleteSetting = () => useSettingsMutation(deleteSetting);
