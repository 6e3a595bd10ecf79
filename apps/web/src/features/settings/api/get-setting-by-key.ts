import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface SettingValue {
  key: string;
  value: string;
}

export const getSettingByKey = (key: string) =>
  api
    .get<DataReply<SettingValue>>(`settings/${encodeURIComponent(key)}/by_key`)
    .then((r) => r.data.value);

export const settingQueryOptions = (key: string) =>
  queryOptions({
    queryKey: queryKeys.setting(key),
    queryFn: () => getSettingByKey(key),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** A tenant setting's value; undefined while loading or when the key is unreadable. */
export function useSettingValue(key: string, enabled = true): string | undefined {
  return useQuery({ ...settingQueryOptions(key), enabled }).data;
}
