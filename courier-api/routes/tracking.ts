// Tracking, TrackByReference, Trackbybooking: public, 1–50 numbers a request.
import { trackingRequestSchema } from '@/lib/schemas/tracking';
import { isAdmin, type Ctx } from '../context';
import { ok, readBody } from '../http';
import type { Router } from '../router';
import { trackShipments, type TrackBy } from '../services/tracking';

function track(by: TrackBy) {
  return async (c: Ctx) => {
    const { db } = c.get('deps');
    const { TrackingAWB } = await readBody(c, trackingRequestSchema);
    const numbers = [...new Set(TrackingAWB.map((x) => x.AirWayBillNo))];
    const user = c.get('user');
    const admin = isAdmin(user);
    const accountId = user?.account?.id ?? null;
    const list = await trackShipments(db, by, numbers, {
      // A signed-in customer's references and bookings are looked up in their account only.
      accountId: admin ? null : accountId,
      showPrivate: (owner) => admin || (owner !== null && owner === accountId),
    });
    return ok(c, { AirwayBillTrackList: list });
  };
}

export function trackingRoutes(r: Router) {
  r.post('Tracking', 'public', track('awb'));
  r.post('TrackByReference', 'public', track('reference'));
  r.post('Trackbybooking', 'public', track('booking'));
}
