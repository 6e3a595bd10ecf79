import { createContext, useContext } from 'react';

export type Severity = 'success' | 'info' | 'warning' | 'error';
export type Notify = (message: string, severity?: Severity) => void;

export const NotificationsContext = createContext<Notify>(() => undefined);

/** Shows a snackbar; multi-line messages keep their line breaks. */
export function useNotify(): Notify {
  return useContext(NotificationsContext);
}
