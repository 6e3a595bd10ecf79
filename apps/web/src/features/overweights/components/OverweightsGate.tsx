import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { settingQueryOptions } from '../../settings/api/get-setting-by-key';

/**
 * Overweights exist only with the setting `overweights` = '1' (spec 2 "Overweights"); anyone
 * else is sent to the dashboard before a call is made. Developers are exempt.
 */
export function OverweightsGate({ children }: { children: ReactNode }) {
  const developer = useCurrentUser().data?.user_type === 'developer';
  const setting = useQuery({ ...settingQueryOptions('overweights'), enabled: !developer });
  if (developer) return <>{children}</>;
  if (setting.isPending) return null;
  if (setting.data !== '1') return <Navigate to={pathTo('dashboard')} replace />;
  return <>{children}</>;
}
