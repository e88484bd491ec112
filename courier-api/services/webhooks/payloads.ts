// What an event carries: the shipment exactly as GET Shipment and the
// merchant API's v1/shipments/:awb answer it, built by the same code
// (services/shipments/detail.ts) for many shipments in four statements,
// whatever their number: a scan of 500 airway bills builds 500 payloads in
// its own transaction without 2,000 round trips.
import type { Pickup } from '@/lib/schemas/pickup';
import type { Db } from '../../db/client';
import { loadPickup } from '../pickup-history';
import { shipmentDetailsById } from '../shipments/detail';

/** The detail of each shipment, by shipment id (ids that do not exist are left out): the one builder GET Shipment uses. */
export const shipmentPayloads = shipmentDetailsById;

/** The pickup as SchedulePickup, CancelPickup and v1/pickups answer it. */
export function pickupPayload(db: Db, pickupId: string): Promise<Pickup | null> {
  return loadPickup(db, pickupId, null);
}
