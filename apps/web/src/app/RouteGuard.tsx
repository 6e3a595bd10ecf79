import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/notifications/notifications-context';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useSettingValue } from '../features/settings/api/get-setting-by-key';
import { withRedirect } from '../lib/safe-redirect';
import { useAppAbility } from './ability';
import { decideAccess } from './guard-decision';
import { pathTo, routeByName, FISCAL_VERIFICATION_ROUTE } from './route-table';

/**
 * Checks one route's permission and the fiscal-verification rule (spec 1 §2). A denied route
 * goes home with a notice and `?redirect=` holding the page asked for (path and query, same
 * origin only); when home is denied too, the user is signed out and the login keeps that
 * redirect, so signing in with an account that may see the page lands on it.
 */
export function RouteGuard({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const ability = useAppAbility();
  const location = useLocation();
  const user = useCurrentUser().data;
  const isCustomer = user?.user_type === 'customer' && !user.fiscal_data_verified;
  const verifyFiscalData = useSettingValue('verify_user_fiscal_data', isCustomer);
  const waitingForSetting = isCustomer && verifyFiscalData === undefined;

  const decision =
    user && !waitingForSetting
      ? decideAccess({ route: routeByName(name), user, ability, verifyFiscalData })
      : null;

  useEffect(() => {
    if (decision?.kind === 'home') notify(t('errors.forbidden'), 'warning');
  }, [decision?.kind, notify, t]);

  if (!decision) return <LoadingScreen />;
  const asked = `${location.pathname}${location.search}`;
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'home':
      // Home, with a notice saying why (home itself never follows the redirect: no bounce).
      return <Navigate to={withRedirect(pathTo('home'), asked)} replace />;
    case 'logout':
      return <Navigate to={withRedirect(pathTo('logout'), asked)} replace />;
    case 'fiscal-verification':
      return <Navigate to={pathTo(FISCAL_VERIFICATION_ROUTE)} replace />;
  }
}
