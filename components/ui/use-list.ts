'use client';

import { useEffect, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { courier } from '@/lib/fetcher';

export interface Envelope<T> {
  message: string;
  /** The message's code (lib/i18n/api-messages.ts), for showing it in the page's language. */
  code?: string;
  data: T;
}

type Query = Record<string, string | number | boolean | undefined>;

/** The SWR key of a list call: its path first, so one write can refresh every page and filter of it. */
export const listKey = (path: string, method: 'GET' | 'POST', query: Query) => [path, method, JSON.stringify(query)] as const;

function fetchList<T>([path, method, body]: readonly [string, string, string]) {
  if (method === 'POST') return courier<Envelope<T>>(path, { method: 'POST', body: JSON.parse(body) });
  const q = Object.entries(JSON.parse(body) as Query).filter(([, v]) => v !== undefined && v !== '');
  return courier<Envelope<T>>(`${path}?${new URLSearchParams(q.map(([k, v]) => [k, String(v)]))}`);
}

/**
 * One page of a list call (GET with the query in the address, or POST with it
 * as the body); `null` waits (a filter the API would refuse). The previous page
 * stays on screen while the next one loads. `refreshInterval` (ms) polls a list
 * that others change meanwhile (the ops pickup queue).
 */
export function useList<T>(path: string, query: Query | null, method: 'GET' | 'POST' = 'GET', { refreshInterval }: { refreshInterval?: number } = {}) {
  return useSWR(query ? listKey(path, method, query) : null, fetchList<T>, { keepPreviousData: true, refreshInterval });
}

/**
 * What is known of one page of a list as the component first renders (the client's cache, or SWR's
 * fallback), else undefined. Read once and not followed (useList follows).
 */
export function useListAtStart<T>(path: string, query: Query, method: 'GET' | 'POST' = 'GET'): Envelope<T> | undefined {
  const { cache, fallback } = useSWRConfig();
  const [known] = useState(() => {
    const key = unstable_serialize(listKey(path, method, query));
    return (cache.get(key)?.data ?? fallback?.[key]) as Envelope<T> | undefined;
  });
  return known;
}

/** Revalidates every cached page and filter of the list(s) at these paths, after a write. */
export function useRefreshList(...paths: string[]) {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && paths.includes(key[0] as string));
}

/** A delete or a status change can empty the last page: step back to one that has rows. */
export function useStepBack(list: { Total: number; Limit: number } | undefined, rows: number | undefined, page: number, setPage: (p: number) => void) {
  useEffect(() => {
    if (list && rows === 0 && list.Total > 0 && page > 1) setPage(Math.ceil(list.Total / list.Limit));
  }, [list, rows, page, setPage]);
}
