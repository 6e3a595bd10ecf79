import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Csd } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { csdKeys } from './csd-keys';

/** GET csds: the tenant's current CSD, null before the first upload. */
export const getCurrentCsd = () => api.get<DataReply<Csd | null>>('csds').then((r) => r.data);

export const currentCsdQuery = () =>
  queryOptions({ queryKey: csdKeys.current(), queryFn: getCurrentCsd });

export const useCurrentCsd = () => useQuery(currentCsdQuery());
