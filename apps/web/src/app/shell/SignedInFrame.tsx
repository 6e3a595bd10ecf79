import { useMemo, type ReactNode } from 'react';
import { useAcls } from '../../features/auth/api/get-acls';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { AbilityContext, buildAbility } from '../ability';
import { AppShell } from './AppShell';
import { ShellSkeleton } from './ShellSkeleton';
import { useMenuFlags } from './use-menu-flags';

/**
 * The signed-in frame: loads the user, their permissions and the settings the menu depends on
 * together, showing the frame's shape meanwhile, then the drawer and the page.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const acls = useAcls();
  const menu = useMenuFlags();
  const ability = useMemo(() => buildAbility(acls.data?.rules), [acls.data]);
  if (!user.data || !acls.data || !menu.ready) return <ShellSkeleton />;
  return (
    <AbilityContext.Provider value={ability}>
      <AppShell user={user.data}>{children}</AppShell>
    </AbilityContext.Provider>
  );
}
