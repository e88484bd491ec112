'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { toastError } from '@/components/ui/notify';
import type { DayCount, DeliveryDetails } from '@/courier-api/services/dashboard';
import { courier } from '@/lib/fetcher';
import type { DashboardRange } from '@/lib/schemas/dashboard';

export type { DayCount };
export type DaysData = DashboardRange & { Days: DayCount[] };
export type PickupSummaryData = DashboardRange & { Summary: Array<{ Status: string; Count: number }> };
export type DeliveryData = DashboardRange & DeliveryDetails;
/** The four answers for a range, each undefined until it first arrives. */
export type Figures = { shipments?: DaysData; pickups?: DaysData; pickupSummary?: PickupSummaryData; delivery?: DeliveryData };

type Call = 'AccountDayWiseShipments' | 'DailyPickupDetailsForAccounts' | 'PickupSummaryForAccounts' | 'DeliveryDetailsForAccounts';
type Key = readonly [Call, string, string];

const post = <T,>([path, From, To]: Key) => courier<{ data: T }>(path, { method: 'POST', body: { From, To } }).then((r) => r.data);

/** One dashboard call for a range. The previous range's figures stay on screen while the next ones load, so the charts do not flash empty. */
const useCall = <T,>(path: Call, { From, To }: DashboardRange) => useSWR<T, Error, Key>([path, From, To] as const, post<T>, { keepPreviousData: true });

/** The four calls of the dashboard; a failure shows the server's message (or the network text) once, as a toast. */
export function useDashboard(range: DashboardRange): Figures & { error?: Error; loading: boolean; retry: () => void } {
  const shipments = useCall<DaysData>('AccountDayWiseShipments', range);
  const pickups = useCall<DaysData>('DailyPickupDetailsForAccounts', range);
  const pickupSummary = useCall<PickupSummaryData>('PickupSummaryForAccounts', range);
  const delivery = useCall<DeliveryData>('DeliveryDetailsForAccounts', range);
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
