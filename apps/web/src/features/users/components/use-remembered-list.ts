import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const KEY = 'despacho.users.list';

const saved = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY));

/**
 * The users list keeps its search, filters and page in the URL like every list, and also in
 * this tab's session (spec 3 §2): arriving without a query (Cancel, Back, the menu) restores the
 * last one, once per visit, so clearing the filters afterwards sticks.
 *
 * Returns false while the remembered query is being put back: the list waits for it, so its
 * search box starts with the remembered text (a box that started empty and caught up later
 * would either drop that text or send it back after "Limpiar filtros").
 */
export function useRememberedList(): boolean {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [restoring, setRestoring] = useState(() => !search && !!saved());
  if (restoring && search) setRestoring(false);

  useEffect(() => {
    if (restoring) {
      setParams(new URLSearchParams(saved() ?? ''), { replace: true });
      return;
    }
    sessionStorage.setItem(KEY, search);
  }, [restoring, search, setParams]);
  return !restoring;
}
