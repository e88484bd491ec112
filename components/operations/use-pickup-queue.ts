'use client';

import useSWR, { useSWRConfig } from 'swr';
import type { PickupQueueList, PickupQueueQuery } from '@/lib/schemas/operations';

export const QUEUE_PAGE_SIZE = 10;
const PATH = 'PickupQueue';

const key = (q: PickupQueueQuery) =>
  `${PATH}?${new URLSearchParams({ date: q.date, status: q.status, search: q.search, page: String(q.page), limit: String(q.limit) })}`;

/** A page of the queue; it refreshes every minute, as customers book and cancel meanwhile. */
export const usePickupQueue = (q: PickupQueueQuery) =>
  useSWR<{ message: string; data: PickupQueueList }>(key(q), { keepPreviousData: true, refreshInterval: 60_000 });

/** Revalidates every cached page and filter of the queue after a move. */
export function useRefreshQueue() {
  const { mutate } = useSWRConfig();
  return () => mutate((k) => typeof k === 'string' && k.startsWith(`${PATH}?`));
}
