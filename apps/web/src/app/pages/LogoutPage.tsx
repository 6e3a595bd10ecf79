import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { useSignOut } from '../../features/auth/api/sign-out';
import { withRedirect } from '../../lib/safe-redirect';

/** /logout ends the session and goes to /login (keeping a safe `?redirect=` for the next sign-in). */
export function LogoutPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const redirect = useSearchParams()[0].get('redirect');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate(withRedirect('/login', redirect ?? ''), { replace: true }));
  }, [signOut, navigate, redirect]);
  return <LoadingScreen />;
}
