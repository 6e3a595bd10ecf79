import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getRegisterFlag = () =>
  api
    .get<DataReply<{ key: string; value: string }>>('settings/get_register_flag')
    .then((r) => r.data.value);

export const registerFlagQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.registerFlag, queryFn: getRegisterFlag, retry: false });

/** Signup is open when the register flag is '0' (spec 1 §2). */
export function useSignupOpen(): boolean {
  return useQuery(registerFlagQueryOptions()).data === '0';
}
