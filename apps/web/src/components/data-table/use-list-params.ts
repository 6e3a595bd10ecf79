import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE } from '@despacho/shared';
import type { Query } from '../../lib/api-client';

export interface SortState {
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListParams {
  page: number;
  perPage: number;
  sort: SortState | null;
  filters: Record<string, string>;
  /** The free-text search (`?search=`), sent to the API as `search`. */
  search: string;
  /** The API query: page, per_page, order, search and `where[field]` filters. */
  query: Query;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: SortState | null) => void;
  setFilter: (field: string, value: string) => void;
  setSearch: (search: string) => void;
  /** Drops every filter and the search, back to page 1. */
  clearFilters: () => void;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Paging, sort, search and filters of a list live in the URL
 * (`?page=2&order=title+asc&status=active&search=envío`), so a list survives a reload, the back
 * button and a shared link.
 */
export function useListParams(
  filterFields: readonly string[] = [],
  defaultSort: SortState | null = null,
): ListParams {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const perPage = positive(params.get('per_page'), DEFAULT_PER_PAGE);
  const order = params.get('order');
  const search = params.get('search') ?? '';
  const filterKey = filterFields.map((f) => `${f}=${params.get(f) ?? ''}`).join('&');

  const sort = useMemo<SortState | null>(() => {
    if (!order) return defaultSort;
    const [field = '', dir] = order.split(' ');
    return field ? { field, dir: dir === 'asc' ? 'asc' : 'desc' } : defaultSort;
  }, [order, defaultSort]);

  const filters = useMemo(() => {
    const result: Record<string, string> = {};
    for (const pair of filterKey.split('&')) {
      const [field = '', value = ''] = pair.split('=');
      if (field && value) result[field] = value;
    }
    return result;
  }, [filterKey]);

  // A navigation renders in a transition: the URL moves at once, this hook's `params` only when
  // the new page's data is in. A second change in between (status, then "search by" in the
  // filter sheet) must build on the first, not on the params still shown, or it drops it.
  const pending = useRef<string | null>(null);
  const current = params.toString();
  useEffect(() => {
    if (pending.current === current) pending.current = null;
  }, [current]);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(pending.current ?? prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        pending.current = next.toString();
        return next;
      }),
    [setParams],
  );

  const query = useMemo<Query>(() => {
    const q: Query = { page, per_page: perPage };
    if (sort) q.order = `${sort.field} ${sort.dir}`;
    if (search.trim()) q.search = search.trim();
    for (const [field, value] of Object.entries(filters)) q[`where[${field}]`] = value;
    return q;
  }, [page, perPage, sort, filters, search]);

  return {
    page,
    perPage,
    sort,
    filters,
    search,
    query,
    setPage: (p) => update({ page: p > 1 ? String(p) : null }),
    setPerPage: (n) => update({ per_page: n === DEFAULT_PER_PAGE ? null : String(n), page: null }),
    setSort: (s) => update({ order: s ? `${s.field} ${s.dir}` : null, page: null }),
    setFilter: (field, value) => update({ [field]: value || null, page: null }),
    setSearch: (value) => update({ search: value.trim() ? value : null, page: null }),
    clearFilters: () =>
      update({
        ...Object.fromEntries(filterFields.map((f) => [f, null])),
        search: null,
        page: null,
      }),
  };
}
