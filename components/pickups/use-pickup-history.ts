'use client';

import useSWR, { useSWRConfig } from 'swr';
import { courier } from '@/lib/fetcher';
import type { BookingHistoryQuery } from '@/lib/schemas/pickup';
import type { Envelope, PickupList } from './types';

const TAG = 'BookingHistory';

/** BookingHistory is a POST, so the SWR key is the path and the body; null pauses the request. */
export function usePickupHistory(query: BookingHistoryQuery | null) {
  return useSWR(
    query ? ([TAG, JSON.stringify(query)] as const) : null,
    ([, body]) => courier<Envelope<PickupList>>(TAG, { method: 'POST', body: JSON.parse(body) }),
    { keepPreviousData: true },
  );
}

/** Revalidates every cached page and filter of the history after a write. */
export function useRefreshHistory() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === TAG);
}
