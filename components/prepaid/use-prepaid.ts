'use client';

import useSWR, { useSWRConfig } from 'swr';
import { courier } from '@/lib/fetcher';
import type { AccountStatusQuery, TopupHistoryQuery, TopupListQuery } from '@/lib/schemas/prepaid';
import type { AccountStatus, Envelope, TopupList } from './types';

const HISTORY = 'PrepaidPaymentHistory';
const STATUS = 'PrepaidAccountStatus';
const QUEUE = 'TopupRequests';

/** The account's own requests. A POST, so the SWR key is the path and the body; null pauses it. */
export function useTopupHistory(query: TopupHistoryQuery | null) {
  return useSWR(
    query ? ([HISTORY, JSON.stringify(query)] as const) : null,
    ([, body]) => courier<Envelope<TopupList>>(HISTORY, { method: 'POST', body: JSON.parse(body) }),
    { keepPreviousData: true },
  );
}

/** The Admin's queue over every account. */
export function useTopupQueue(query: TopupListQuery) {
  const params = new URLSearchParams({ status: query.status, search: query.search, page: String(query.page), limit: String(query.limit) });
  return useSWR<Envelope<TopupList>>(`${QUEUE}?${params}`, { keepPreviousData: true });
}

/** The status of the caller's account, or (the Admin) of `accountNo`; null pauses it. */
export function useAccountStatus(accountNo: string | null, query: AccountStatusQuery | null) {
  const path = accountNo ? `${STATUS}?${new URLSearchParams({ AccountNo: accountNo })}` : STATUS;
  return useSWR(
    query ? ([path, JSON.stringify(query)] as const) : null,
    ([p, body]) => courier<Envelope<AccountStatus>>(p, { method: 'POST', body: JSON.parse(body) }),
    { keepPreviousData: true },
  );
}

/** After a review: every cached page of the queue, the histories and the statuses are out of date. */
export function useRefreshPrepaid() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => (typeof key === 'string' && key.startsWith(`${QUEUE}?`)) || (Array.isArray(key) && (key[0] === HISTORY || String(key[0]).startsWith(STATUS))));
}
