import { useSyncExternalStore } from 'react';
import type { User } from '@despacho/shared';

const SESSION_KEY = 'despacho.session';

export interface Session {
  token: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function read(): Session | null {
  if (cached !== undefined) return cached;
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    cached = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return read();
}

export function saveSession(session: Session): void {
  cached = session;
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

/** Keeps the stored copy of the user fresh (balance in the drawer survives a reload). */
export function updateSessionUser(user: User): void {
  const current = read();
  if (current) saveSession({ ...current, user });
}

export function clearSession(): void {
  cached = null;
  localStorage.removeItem(SESSION_KEY);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the session starts or ends (including a 401 clearing it). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, read);
}

/** Tests start each case from a clean slate. */
export function resetSessionCache(): void {
  cached = undefined;
}
