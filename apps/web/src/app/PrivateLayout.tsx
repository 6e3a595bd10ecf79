import { Navigate, Outlet, useLocation } from 'react-router';
import { withRedirect } from '../lib/safe-redirect';
import { useSession } from '../lib/session';
import { SignedInFrame } from './shell/SignedInFrame';

/** Signed-in area: sends visitors to /login?redirect=…, then the frame around the page. */
export function PrivateLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to={withRedirect('/login', `${location.pathname}${location.search}`)} replace />
    );
  }
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}
