import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getStaffDashboard = () =>
  api.get<DataReply<StaffDashboard>>('dashboards/staff').then((r) => r.data);

/** Under the dashboard's key: whatever refreshes the dashboard refreshes this too. */
export const staffDashboardQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.dashboard, 'staff'], queryFn: getStaffDashboard });

export const useStaffDashboard = () => useQuery(staffDashboardQueryOptions());
