'use client';

import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { courier } from '@/lib/fetcher';
import type { TrackingType } from '@/lib/tracking-input';
import type { TrackedShipment, TrackingResponse } from './types';

const PATHS: Record<TrackingType, string> = {
  Airwaybill: 'Tracking',
  Reference: 'TrackByReference',
  Booking: 'Trackbybooking',
};

export interface TrackingState {
  trackingType: TrackingType;
  loading: boolean;
  error: boolean;
  data: TrackedShipment[] | null;
  message: string;
}

/** The tracking state machine of spec §4: idle → loading → success | failure. */
export function useTracking() {
  const [state, setState] = useState<TrackingState>({ trackingType: 'Airwaybill', loading: false, error: false, data: null, message: '' });

  const track = useCallback(async (numbers: string[], trackingType: TrackingType) => {
    setState((s) => ({ ...s, trackingType, loading: true, error: false }));
    try {
      const res = await courier<TrackingResponse>(PATHS[trackingType], {
        method: 'POST',
        body: { TrackingAWB: numbers.map((AirWayBillNo) => ({ AirWayBillNo })) },
      });
      setState({ trackingType, loading: false, error: false, data: res.data.AirwayBillTrackList, message: res.message });
      return true;
    } catch (err) {
      const message = (err as Error).message;
      setState({ trackingType, loading: false, error: true, data: null, message });
      toast.error(message);
      return false;
    }
  }, []);

  const reset = useCallback(() => setState((s) => ({ ...s, data: null, error: false, message: '' })), []);
  return { ...state, track, reset };
}
