import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { useSignOut } from '../../features/auth/api/sign-out';

/** /logout ends the session and goes to /login. */
export function LogoutPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);
  return <LoadingScreen />;
}
