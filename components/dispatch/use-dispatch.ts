'use client';

import { useMemo } from 'react';
import { toastError, toastResult } from '@/components/ui/notify';
import { useList, useRefreshList, type Envelope } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { courier } from '@/lib/fetcher';
import { dubaiNow } from '@/lib/schemas/dubai-days';
import type { DispatchAssignInput, DispatchBoard, RunSummary } from '@/lib/schemas/courier';
import { isIsoDate } from '@/lib/schemas/dashboard-range';

/** The board's path: one call per day (docs/api/courier-day.md, GET Dispatch?Date=). */
const PATH = 'Dispatch';

/**
 * The day on the board, kept in the address (?date=2026-11-25) so a plan can
 * be shared and Back returns to the day before; today in Dubai when none is
 * given (and then left out of the address).
 */
export function useDispatchDay() {
  const today = useMemo(() => dubaiNow(new Date()).date, []);
  const list = useListParams({ filters: { date: today } });
  const given = list.filters.date;
  return { date: isIsoDate(given) ? given : today, today, setDate: (date: string) => list.set({ date: isIsoDate(date) ? date : today }) };
}

/** The board of a day, fetched again every minute: couriers move their stops on meanwhile. */
export function useDispatchBoard(date: string) {
  return useList<DispatchBoard>(PATH, { Date: date }, 'GET', { refreshInterval: 60_000 });
}

/** POST Dispatch and PUT Dispatch/Unassign, each toasting the API's message and refreshing the board (also after a refusal: the board was out of date). */
export function useDispatchWrites() {
  const refresh = useRefreshList(PATH);
  async function run<T>(write: () => Promise<Envelope<T>>): Promise<boolean> {
    try {
      toastResult(await write());
      return true;
    } catch (err) {
      toastError(err);
      return false;
    } finally {
      void refresh();
    }
  }
  return {
    assign: (body: DispatchAssignInput) => run(() => courier<Envelope<RunSummary>>(PATH, { method: 'POST', body })),
    unassign: (StopId: string) => run(() => courier<Envelope<unknown>>(`${PATH}/Unassign`, { method: 'PUT', body: { StopId } })),
  };
}
