import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getDashboard = () => api.get<DataReply<Dashboard>>('dashboards').then((r) => r.data);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard, queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
