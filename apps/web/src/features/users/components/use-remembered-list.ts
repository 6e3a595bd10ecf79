import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

const KEY = 'despacho.users.list';

const saved = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY));

/**
 * The users list keeps its search, filters and page in the URL like every list, and also in
 * this tab's session (spec 3 §2): arriving without a query (Cancel, Back, the menu) restores the
 * last one, once per visit, so clearing the filters afterwards sticks.
 */
export function useRememberedList(): void {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const started = useRef(false);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      const previous = saved();
      if (!search && previous) {
        setParams(new URLSearchParams(previous), { replace: true });
        return;
      }
    }
    sessionStorage.setItem(KEY, search);
  }, [search, setParams]);
}
