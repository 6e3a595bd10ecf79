import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { useAcls } from '../features/auth/api/get-acls';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { AbilityContext, buildAbility } from './ability';
import { AppShell } from './shell/AppShell';

/** Signed-in area: sends visitors to /login?redirect=…, loads the user and their permissions. */
export function PrivateLayout() {
  const session = useSession();
  const location = useLocation();
  const user = useCurrentUser(!!session);
  const acls = useAcls(!!session);
  const ability = useMemo(() => buildAbility(acls.data?.rules), [acls.data]);

  if (!session) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!user.data || !acls.data) return <LoadingScreen />;
  return (
    <AbilityContext.Provider value={ability}>
      <AppShell user={user.data}>
        <Outlet />
      </AppShell>
    </AbilityContext.Provider>
  );
}
