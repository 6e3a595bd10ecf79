import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

type Report = (id: string, dirty: boolean) => void;
const UnsavedChangesContext = createContext<Report | null>(null);

/**
 * Asks before leaving a form with unsaved changes: a link, the back button or closing the tab.
 * The kit's fields report whether they were edited (and not being saved) to the nearest scope;
 * RecordFormCard is one, so every create/edit form gets the question for free.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>(
    (id, isDirty) =>
      setDirty((prev) => {
        if (prev.has(id) === isDirty) return prev;
        const next = new Set(prev);
        if (isDirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const unsaved = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('unsaved.title')}
        message={t('unsaved.message')}
        cancelLabel={t('unsaved.stay')}
        confirmLabel={t('unsaved.leave')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </UnsavedChangesContext.Provider>
  );
}

/** A kit field tells the scope it holds an unsaved edit (false again once saved or unmounted). */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    if (!report) return;
    report(id, dirty);
    return () => report(id, false);
  }, [report, id, dirty]);
}
