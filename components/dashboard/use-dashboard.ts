'use client';

import { useEffect, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Arguments } from 'swr';
import { toastError } from '@/components/ui/notify';
import type { DayCount, DeliveryDetails } from '@/courier-api/services/dashboard';
import { courier } from '@/lib/fetcher';
import type { DashboardRange } from '@/lib/schemas/dashboard-range';
import { dashboardKey, type DashboardCall as Call, type DashboardKey as Key } from './calls';

export type { DayCount };
export type DaysData = DashboardRange & { Days: DayCount[] };
export type PickupSummaryData = DashboardRange & { Summary: Array<{ Status: string; Count: number }> };
export type DeliveryData = DashboardRange & DeliveryDetails;
/** The four answers for a range, each undefined until it first arrives. */
export type Figures = { shipments?: DaysData; pickups?: DaysData; pickupSummary?: PickupSummaryData; delivery?: DeliveryData };

const post = <T,>([path, From, To]: Key) => courier<{ data: T }>(path, { method: 'POST', body: { From, To } }).then((r) => r.data);

/**
 * True when this mount's first answer for `key` is the server's, from SWR's
 * fallback (read-dashboard.ts): nothing is cached for it yet. Such an answer
 * is seconds old, so hydrating does not ask for it again. On a later visit in
 * the same tab the cache holds the previous visit's answer, which is refreshed
 * as before.
 */
export function useServedFirst(key: Arguments): boolean {
  const { cache } = useSWRConfig();
  const [served] = useState(() => cache.get(unstable_serialize(key)) === undefined);
  return served;
}

/**
 * One dashboard call for a range. The previous range's figures stay on screen
 * while the next ones load, so the charts do not flash empty. The page's first
 * range (`first`) is not asked for again when the server's answer is there.
 */
function useCall<T>(path: Call, range: DashboardRange, first: DashboardRange) {
  const served = useServedFirst(dashboardKey(path, first)) && range.From === first.From && range.To === first.To;
  return useSWR<T, Error, Key>(dashboardKey(path, range), post<T>, { keepPreviousData: true, revalidateIfStale: !served });
}

/**
 * The four calls of the dashboard for `range`; a failure shows the server's
 * message (or the network text) once, as a toast. `first`: the page's first
 * range, whose answers may have come with the page.
 */
export function useDashboard(range: DashboardRange, first: DashboardRange = range): Figures & { error?: Error; loading: boolean; retry: () => void } {
  const shipments = useCall<DaysData>('AccountDayWiseShipments', range, first);
  const pickups = useCall<DaysData>('DailyPickupDetailsForAccounts', range, first);
  const pickupSummary = useCall<PickupSummaryData>('PickupSummaryForAccounts', range, first);
  const delivery = useCall<DeliveryData>('DeliveryDetailsForAccounts', range, first);
  const calls = [shipments, pickups, pickupSummary, delivery];

  const error = calls.find((c) => c.error)?.error;
  useEffect(() => {
    // One id for the page: four failing calls make one toast, not four.
    if (error) toastError(error, { id: 'dashboard-error' });
  }, [error]);

  return {
    shipments: shipments.data,
    pickups: pickups.data,
    pickupSummary: pickupSummary.data,
    delivery: delivery.data,
    error,
    loading: calls.some((c) => c.isLoading || c.isValidating),
    retry: () => calls.forEach((c) => void c.mutate()),
  };
}
