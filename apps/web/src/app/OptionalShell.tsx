import type { ReactNode } from 'react';
import { PublicFrame } from '../components/layout/PublicFrame';
import { useSession } from '../lib/session';
import { SignedInFrame } from './shell/SignedInFrame';

/**
 * For pages anyone may open (404, API documentation): inside the menu for a signed-in user,
 * inside the public frame for a visitor.
 */
export function OptionalShell({ children }: { children: ReactNode }) {
  return useSession() ? (
    <SignedInFrame>{children}</SignedInFrame>
  ) : (
    <PublicFrame>{children}</PublicFrame>
  );
}
