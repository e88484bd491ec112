// A pickup's limits, statuses and shape, without the schemas: for the
// screens that list or show pickups and for the booking form's own fields,
// so that they do not load yup with the page (issue 12). pickup.ts builds
// the schemas on them and re-exports them.
import type { PartyAddress } from './address';

export const MAX_PICKUP_PIECES = 999;
export const MAX_PICKUP_KG = 10_000;
/** Airway bills one pickup may collect. */
export const MAX_PICKUP_AWBS = 100;

/** The pickup statuses (the same list as courier-api/db/schema.ts, which a test keeps equal). */
export const PICKUP_STATUS_NAMES = ['Requested', 'Assigned', 'Collected', 'Failed', 'Cancelled'] as const;
export type PickupStatusName = (typeof PICKUP_STATUS_NAMES)[number];
/** Statuses a customer may still cancel from. */
export const CANCELLABLE_STATUSES: readonly PickupStatusName[] = ['Requested', 'Assigned'];

export const MAX_CANCEL_REASON = 200;

/** The address a pickup is collected from, copied from the address book when it was booked. */
export type PickupAddress = PartyAddress;

/** The Pickup object the API returns. */
export interface Pickup {
  _id: string;
  BookingNo: string;
  Status: PickupStatusName;
  PickupDate: string;
  PickupWindowStart: string;
  PickupWindowEnd: string;
  Address: PickupAddress;
  Pieces: number;
  WeightKg: number;
  AirWayBillNos: string[];
  Remarks: string;
  StatusReason: string;
  /** The account the pickup is for; null for a guest booking (the Admin's list has those). */
  AccountNo: string | null;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface PickupList {
  Pickups: Pickup[];
  Total: number;
  Page: number;
  Limit: number;
}
