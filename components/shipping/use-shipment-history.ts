'use client';

import useSWR from 'swr';
import { courier, CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import { fileNameFrom, savePdf } from './print-pdf';
import type { ShipmentDetail, ShipmentFilters, ShipmentList } from '@/lib/schemas/shipment';

interface Envelope<T> {
  message: string;
  data: T;
}

const HISTORY = 'ShipmentHistory';

/** Every cached page of the history, whatever its filters (revalidated after a new airway bill). */
export const isHistoryKey = (key: unknown) => Array.isArray(key) && key[0] === HISTORY;

const fetchHistory = ([, body]: readonly [string, string]) => courier<Envelope<ShipmentList>>(HISTORY, { method: 'POST', body: JSON.parse(body) });

/** One page of ShipmentHistory; the previous page stays on screen while the next loads. */
export function useShipmentHistory(filters: ShipmentFilters | null) {
  return useSWR(filters ? ([HISTORY, JSON.stringify(filters)] as const) : null, fetchHistory, { keepPreviousData: true });
}

/** GET Shipment for the details dialog. */
export function useShipmentDetail(awb: string | null) {
  return useSWR<Envelope<ShipmentDetail>>(awb ? `Shipment?${new URLSearchParams({ AirWayBillNo: awb })}` : null);
}

/**
 * Downloads the filtered history as CSV. Not through courier(): the answer is
 * a file, and only a failure is JSON (its message, or the spec's network text).
 */
export async function downloadHistoryCsv(filters: Omit<ShipmentFilters, 'page' | 'limit'>): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/courier/${HISTORY}/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv, application/json' },
      body: JSON.stringify(filters),
    });
  } catch {
    throw new CourierError(NETWORK_ERROR, 0);
  }
  if (!res.ok || !res.headers.get('content-type')?.startsWith('text/csv')) {
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new CourierError(json?.message || NETWORK_ERROR, res.status);
  }
  // savePdf only hands a blob to the browser as a download; the name keeps the .csv.
  savePdf(await res.blob(), fileNameFrom(res.headers.get('content-disposition'), 'shipments.csv'));
}
