import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pathTo } from '../../../app/route-table';
import { useSettingValue } from '../../settings/api/get-setting-by-key';

/** Own agreements exist only with the setting `user_own_agreements` = '1'; else the dashboard. */
export function OwnAgreementsGate({ children }: { children: ReactNode }) {
  const flag = useSettingValue('user_own_agreements');
  if (flag === undefined) return null;
  if (flag !== '1') return <Navigate to={pathTo('home')} replace />;
  return <>{children}</>;
}
