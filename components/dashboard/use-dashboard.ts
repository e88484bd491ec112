'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import useSWR from 'swr';
import { errorMessage } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import type { DashboardRange } from '@/lib/schemas/dashboard';

export interface DayCount {
  Date: string;
  Count: number;
}
export interface DaysData extends DashboardRange {
  Days: DayCount[];
}
export interface PickupSummaryData extends DashboardRange {
  Summary: Array<{ Status: string; Count: number }>;
}
export interface DeliveryData extends DashboardRange {
  Delivered: number;
  InTransit: number;
  Exceptions: number;
  Cancelled: number;
  Total: number;
}

type Call = 'AccountDayWiseShipments' | 'DailyPickupDetailsForAccounts' | 'PickupSummaryForAccounts' | 'DeliveryDetailsForAccounts';
type Key = readonly [Call, string, string];

const post = <T,>([path, From, To]: Key) => courier<{ data: T }>(path, { method: 'POST', body: { From, To } }).then((r) => r.data);

/**
 * One dashboard call for a range. The previous range's figures stay on
 * screen while the next ones load, so the charts do not flash empty.
 */
function useCall<T>(path: Call, range: DashboardRange) {
  return useSWR<T, Error, Key>([path, range.From, range.To] as const, post<T>, { keepPreviousData: true });
}

/** The four calls of the dashboard; a failure shows the server's message (or the network text) once, as a toast. */
export function useDashboard(range: DashboardRange) {
  const shipments = useCall<DaysData>('AccountDayWiseShipments', range);
  const pickups = useCall<DaysData>('DailyPickupDetailsForAccounts', range);
  const pickupSummary = useCall<PickupSummaryData>('PickupSummaryForAccounts', range);
  const delivery = useCall<DeliveryData>('DeliveryDetailsForAccounts', range);

  const error = shipments.error ?? pickups.error ?? pickupSummary.error ?? delivery.error;
  useEffect(() => {
    // One id for the page: four failing calls make one toast, not four.
    if (error) toast.error(errorMessage(error), { id: 'dashboard-error' });
  }, [error]);

  const loading = [shipments, pickups, pickupSummary, delivery].some((c) => c.isLoading || c.isValidating);
  const retry = () => {
    for (const c of [shipments, pickups, pickupSummary, delivery]) void c.mutate();
  };
  return { shipments: shipments.data, pickups: pickups.data, pickupSummary: pickupSummary.data, delivery: delivery.data, error, loading, retry };
}
