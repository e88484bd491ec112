'use client';

import useSWR, { useSWRConfig } from 'swr';
import { PAGE_SIZE, type ServiceTypeList, type StatusFilter } from './types';

export interface ListQuery {
  search: string;
  page: number;
  status: StatusFilter;
}

export const listKey = ({ search, page, status }: ListQuery) =>
  `ServiceTypes?${new URLSearchParams({ search, page: String(page), limit: String(PAGE_SIZE), status })}`;

/** One page of the Admin list; the previous page stays on screen while the next loads. */
export function useServiceTypeList(query: ListQuery) {
  return useSWR<ServiceTypeList>(listKey(query), { keepPreviousData: true });
}

/** Revalidates every cached page of the list after a write (whichever search or page it was). */
export function useRefreshServiceTypes() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith('ServiceTypes?'));
}
