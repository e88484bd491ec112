'use client';

import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/fetcher';

/** SWR's fetcher (the BFF's courier paths) for the screens that read with useSWR or useList. */
export function DataProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
