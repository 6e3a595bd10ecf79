import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';
import type { ListParams } from './use-list-params';

const paramsWith = (search: string, setSearch: (s: string) => void): ListParams => ({
  page: 1,
  perPage: 10,
  sort: null,
  filters: {},
  search,
  query: {},
  setPage: () => undefined,
  setPerPage: () => undefined,
  setSort: () => undefined,
  setFilter: () => undefined,
  setSearch,
  clearFilters: () => undefined,
});

afterEach(() => vi.useRealTimers());

describe('search box', () => {
  it('keeps letters typed while the URL catches up with an earlier search, and follows a clear from outside', () => {
    vi.useFakeTimers();
    const setSearch = vi.fn();
    const view = render(<SearchBox params={paramsWith('', setSearch)} label="Buscar" />);
    const box = screen.getByLabelText('Buscar');
    fireEvent.change(box, { target: { value: 'Mo' } });
    act(() => vi.advanceTimersByTime(350));
    expect(setSearch).toHaveBeenLastCalledWith('Mo');
    // On a slow device the next letter lands before the URL says "Mo".
    fireEvent.change(box, { target: { value: 'Mon' } });
    view.rerender(<SearchBox params={paramsWith('Mo', setSearch)} label="Buscar" />);
    expect(box).toHaveValue('Mon');
    act(() => vi.advanceTimersByTime(350));
    expect(setSearch).toHaveBeenLastCalledWith('Mon');
    view.rerender(<SearchBox params={paramsWith('Mon', setSearch)} label="Buscar" />);
    // "Clear filters" empties it from outside: the box follows.
    view.rerender(<SearchBox params={paramsWith('', setSearch)} label="Buscar" />);
    expect(box).toHaveValue('');
  });
});
