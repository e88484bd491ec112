'use client';

import { useCallback, useRef, useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { apiCode, apiText } from '@/components/shell/api-text';
import type { TrackedShipment } from '@/courier-api/services/tracking';
import { courier } from '@/lib/fetcher';
import { usePageLocale } from '@/lib/i18n/client';
import type { TrackingType } from '@/lib/tracking-input';

const PATHS: Record<TrackingType, string> = { Airwaybill: 'Tracking', Reference: 'TrackByReference', Booking: 'Trackbybooking' };
type Response = { message: string; data: { AirwayBillTrackList: TrackedShipment[] } };

/** The tracking state machine of spec §4: idle → loading → success | failure. */
export function useTracking() {
  const locale = usePageLocale();
  const [state, setState] = useState({ trackingType: 'Airwaybill' as TrackingType, loading: false, error: false, data: null as TrackedShipment[] | null, message: '' });
  const last = useRef<{ numbers: string[]; trackingType: TrackingType } | null>(null);

  const track = useCallback(
    async (numbers: string[], trackingType: TrackingType) => {
      setState((s) => ({ ...s, trackingType, loading: true, error: false }));
      last.current = { numbers, trackingType };
      try {
        const body = { TrackingAWB: numbers.map((AirWayBillNo) => ({ AirWayBillNo })) };
        const res = await courier<Response>(PATHS[trackingType], { method: 'POST', body });
        setState({ trackingType, loading: false, error: false, data: res.data.AirwayBillTrackList, message: res.message });
        return true;
      } catch (err) {
        const message = (err as Error).message;
        setState({ trackingType, loading: false, error: true, data: null, message });
        const text = await apiText(message, locale, apiCode(err));
        // i18n-literal: 'error' is the toast's kind; the text is the server's, localized above
        lazyToast('error', text);
        return false;
      }
    },
    [locale],
  );

  const reset = useCallback(() => setState((s) => ({ ...s, data: null, error: false, message: '' })), []);

  /** The last search again, quietly (a receiver changed the delivery): the results on screen stay if it fails. */
  const refresh = useCallback(async () => {
    const q = last.current;
    if (!q) return;
    try {
      const body = { TrackingAWB: q.numbers.map((AirWayBillNo) => ({ AirWayBillNo })) };
      const res = await courier<Response>(PATHS[q.trackingType], { method: 'POST', body });
      setState((s) => (s.data ? { ...s, data: res.data.AirwayBillTrackList, message: res.message } : s));
    } catch {
      // The choice is saved; the next search shows it.
    }
  }, []);
  return { ...state, track, reset, refresh };
}
