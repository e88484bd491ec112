'use client';

import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/fetcher';
import { fetchLater } from '@/lib/later';

/**
 * SWR's fetcher (the BFF's courier paths) for the screens that read with useSWR
 * or useList, each request started in a task of its own (fetchLater).
 */
export function DataProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ fetcher, use: [fetchLater], revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
