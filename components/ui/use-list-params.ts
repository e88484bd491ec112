'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SortState } from './data-table-parts';
import { useDebounced } from './use-debounced';

type Filters = Record<string, string>;

export interface ListParamsOptions<F extends Filters> {
  /** The filters and their defaults ('' means no filter). A `search` key is typed live and debounced. */
  filters: F;
  /** Keeps two lists on one page apart in the address ("sender" → sender.search, sender.page). */
  prefix?: string;
  /** A date range: a To before the From is never asked for, and says `message`. */
  range?: { from: keyof F & string; to: keyof F & string; message: string };
  /** Sent as `sort=key:dir` once set; leave it out for lists whose API has one fixed order. */
  defaultSort?: SortState;
}

const parseSort = (v: string | null): SortState | undefined => {
  const [key, dir] = (v ?? '').split(':');
  return key && (dir === 'asc' || dir === 'desc') ? { key, dir } : undefined;
};

/**
 * A list's search, filters, page and sort kept in the address, so a filtered
 * list can be shared and Back returns to it: filter and page changes are
 * history entries, typing in the search box is not (it replaces). Changing a
 * filter goes back to page 1.
 */
export function useListParams<F extends Filters>({ filters: defaults, prefix, range, defaultSort }: ListParamsOptions<F>) {
  const params = useSearchParams();
  const name = useCallback((k: string) => (prefix ? `${prefix}.${k}` : k), [prefix]);
  const values = useMemo(() => {
    const v = { ...defaults };
    for (const k of Object.keys(defaults)) (v as Filters)[k] = params.get(name(k)) ?? defaults[k]!;
    return v;
    // `defaults` is a literal in the caller: compare by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, name, JSON.stringify(defaults)]);
  const page = Math.max(1, Math.floor(Number(params.get(name('page'))) || 1));
  const sort = parseSort(params.get(name('sort'))) ?? defaultSort;

  const write = useCallback(
    (patch: Filters, mode: 'push' | 'replace') => {
      const url = new URL(window.location.href);
      for (const [k, v] of Object.entries(patch)) {
        // A filter at its default leaves the address; one set to '' against another default stays ("Status=").
        const gone = k === 'page' ? v === '1' : k === 'sort' ? v === '' : v === (defaults[k] ?? '');
        if (gone) url.searchParams.delete(name(k));
        else url.searchParams.set(name(k), v);
      }
      if (url.href !== window.location.href) window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', url);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, JSON.stringify(defaults)],
  );

  // The search box shows what is typed at once; the address (and the query) follow after a pause.
  const urlSearch = values.search ?? '';
  const [search, setSearch] = useState(urlSearch);
  const debounced = useDebounced(search.trim());
  const written = useRef(urlSearch);
  useEffect(() => {
    if (!('search' in defaults) || debounced === written.current) return;
    written.current = debounced;
    write({ search: debounced, page: '1' }, 'replace');
  }, [debounced, defaults, write]);
  useEffect(() => {
    // The address changed under us (Back, a link): show its search.
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearch(urlSearch);
    }
  }, [urlSearch]);

  const rangeError = range && values[range.from] && values[range.to] && values[range.to]! < values[range.from]! ? range.message : undefined;
  const filtered = Object.keys(defaults).some((k) => values[k] !== defaults[k]);
  const query = rangeError ? null : { ...values, page, ...(sort ? { sort: `${sort.key}:${sort.dir}` } : {}) };

  return {
    /** The filters as the controls show them (the search as typed). */
    filters: { ...values, ...('search' in defaults ? { search } : {}) } as F,
    /** What to ask the API for: the filters, the page and the sort; null while the range is wrong. */
    query,
    page,
    sort,
    rangeError,
    filtered,
    set: (patch: Partial<F>) => {
      const { search: typed, ...rest } = patch as Filters;
      if (typed !== undefined) setSearch(typed);
      if (Object.keys(rest).length) write({ ...rest, page: '1' }, 'push');
    },
    setPage: useCallback((p: number) => write({ page: String(p) }, 'push'), [write]),
    setSort: (s: SortState) => write({ sort: `${s.key}:${s.dir}`, page: '1' }, 'push'),
    reset: () => {
      setSearch('');
      written.current = '';
      write({ ...defaults, page: '1', sort: '' }, 'push');
    },
  };
}
