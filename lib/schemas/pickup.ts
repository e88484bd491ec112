// Portal pickups (/Schedulepickupbooking, /Pickuphistory and the courier
// API's SchedulePickup, BookingHistory and CancelPickup calls,
// docs/api/shipping.md "Pickups"). The date and window rules are the guest
// booking's (lib/schemas/booking.ts); `now` is injected for the same reasons.
import * as yup from 'yup';
import { pickupTimeFields, pickupWindowRule } from './booking';
import { requiredText, str, text, wholeNumber } from './common';
import { dateFilter, listQuery } from './list-query';
import { airwayBillNo } from './printing';
import { weightKg } from './rates';
import { recordId } from './service-types';
import { MAX_CANCEL_REASON, MAX_PICKUP_AWBS, MAX_PICKUP_KG, MAX_PICKUP_PIECES, PICKUP_STATUS_NAMES } from './pickup-model';

export {
  CANCELLABLE_STATUSES,
  MAX_CANCEL_REASON,
  MAX_PICKUP_AWBS,
  MAX_PICKUP_KG,
  MAX_PICKUP_PIECES,
  PICKUP_STATUS_NAMES,
  type Pickup,
  type PickupAddress,
  type PickupList,
  type PickupStatusName,
} from './pickup-model';

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

/** POST CancelPickup. */
export const cancelPickupSchema = yup.object({
  _id: recordId(),
  Reason: requiredText('Reason', MAX_CANCEL_REASON),
});
export type CancelPickupInput = yup.InferType<typeof cancelPickupSchema>;
