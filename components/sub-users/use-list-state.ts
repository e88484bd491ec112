'use client';

import { useEffect, useState } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';

/**
 * Search, status filter and page of a list. Changing the search or the
 * filter goes back to page 1; the query waits for a pause in typing.
 */
export function useListState<S extends string>(initialStatus: S) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<S>(initialStatus);
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search.trim());
  return {
    search,
    status,
    page,
    setPage,
    debounced,
    query: { search: debounced, status, page },
    onSearch: (s: string) => {
      setSearch(s);
      setPage(1);
    },
    onStatus: (s: S) => {
      setStatus(s);
      setPage(1);
    },
  };
}

/** A delete or a status change can empty the last page: step back to one that has rows. */
export function useStepBack(list: { Total: number; Limit: number } | undefined, rows: number | undefined, page: number, setPage: (p: number) => void) {
  useEffect(() => {
    if (list && rows === 0 && list.Total > 0 && page > 1) setPage(Math.ceil(list.Total / list.Limit));
  }, [list, rows, page, setPage]);
}
