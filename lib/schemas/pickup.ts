// Portal pickups (/Schedulepickupbooking, /Pickuphistory and the courier
// API's SchedulePickup, BookingHistory and CancelPickup calls,
// docs/api/shipping.md "Pickups"). The date and window rules are the guest
// booking's (lib/schemas/booking.ts); `now` is injected for the same reasons.
import type { PartyAddress } from './address';
import * as yup from 'yup';
import { pickupTimeFields, pickupWindowRule } from './booking';
import { requiredText, str, text, wholeNumber } from './common';
import { dateFilter, listQuery } from './list-query';
import { airwayBillNo } from './printing';
import { weightKg } from './rates';
import { recordId } from './service-types';

export const MAX_PICKUP_PIECES = 999;
export const MAX_PICKUP_KG = 10_000;
/** Airway bills one pickup may collect. */
export const MAX_PICKUP_AWBS = 100;

/** The pickup statuses (the same list as courier-api/db/schema.ts, which a test keeps equal). */
export const PICKUP_STATUS_NAMES = ['Requested', 'Assigned', 'Collected', 'Failed', 'Cancelled'] as const;
export type PickupStatusName = (typeof PICKUP_STATUS_NAMES)[number];
/** Statuses a customer may still cancel from. */
export const CANCELLABLE_STATUSES: readonly PickupStatusName[] = ['Requested', 'Assigned'];

export function createSchedulePickupSchema(now: () => Date = () => new Date()) {
  return yup
    .object({
      AddressId: recordId('Pickup address').required('Please choose a pickup address.'),
      ...pickupTimeFields(now),
      Pieces: wholeNumber('Pieces', 1, MAX_PICKUP_PIECES).required('Pieces is required.'),
      WeightKg: weightKg('Total weight', MAX_PICKUP_KG),
      AirWayBillNos: yup
        .array()
        .typeError('AirWayBillNos must be a list of airway bill numbers.')
        .of(airwayBillNo)
        .max(MAX_PICKUP_AWBS, `A pickup can collect up to ${MAX_PICKUP_AWBS} airway bills.`)
        .default([]),
      Remarks: text('Remarks', 500).default(''),
    })
    .test('window', '', pickupWindowRule(now));
}
export type SchedulePickupInput = yup.InferType<ReturnType<typeof createSchedulePickupSchema>>;

// dateFilter (an optional Dubai day, YYYY-MM-DD) moved to list-query.ts; still exported here for imports written against this module.
export { dateFilter };

/** Sort keys of BookingHistory (PickupDate: then the window's start). Without one: CreatedAt:desc, the newest booking first. */
export const PICKUP_SORTS = ['PickupDate', 'CreatedAt'] as const;

/** POST BookingHistory. From and To compare with the pickup date. */
export const bookingHistorySchema = listQuery({
  pageSize: 10,
  search: true,
  sorts: PICKUP_SORTS,
  range: { from: 'From', to: 'To', message: 'To cannot be before From.', path: 'To', day: dateFilter },
}).shape({
  Status: str('Status')
    .oneOf(['', ...PICKUP_STATUS_NAMES], `Status must be one of ${PICKUP_STATUS_NAMES.join(', ')}.`)
    .default(''),
});
export type BookingHistoryQuery = yup.InferType<typeof bookingHistorySchema>;

export const MAX_CANCEL_REASON = 200;

/** POST CancelPickup. */
export const cancelPickupSchema = yup.object({
  _id: recordId(),
  Reason: requiredText('Reason', MAX_CANCEL_REASON),
});
export type CancelPickupInput = yup.InferType<typeof cancelPickupSchema>;

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
