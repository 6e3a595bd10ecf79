import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { SignedInFrame } from './shell/SignedInFrame';

/** Signed-in area: sends visitors to /login?redirect=…, then the frame around the page. */
export function PrivateLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}
