// Operations (Admin): scan events on airway bills and the pickup queue
// (docs/api/shipping.md, "Operations"). /Operations' forms and the courier
// API's ScanEvents and PickupQueue calls share these schemas; `now` is
// injected so the API judges scan times by its own clock.
import * as yup from 'yup';
import { STATUSES } from '@/courier-api/services/status';
import { requiredText, str, text } from './common';
import { isIsoDate } from './dashboard';
import { dateFilter, listQuery } from './list-query';
import { PICKUP_STATUS_NAMES, type Pickup } from './pickup';
import { airwayBillNo } from './printing';
import { recordId } from './service-types';

/** Airway bills one ScanEvents call may move (after removing repeats). */
export const MAX_SCAN_AWBS = 500;

/**
 * What operations may scan, in the order of a journey. Not here: CREATED and the
 * PICKUP_* codes (written by booking and the pickup queue) and CANCELLED (the
 * customer's CancelShipment, which also refunds a prepaid charge).
 */
export const SCAN_STATUS_CODES = [
  'PICKED_UP',
  'AT_ORIGIN_HUB',
  'DEPARTED',
  'IN_TRANSIT',
  'CUSTOMS',
  'CUSTOMS_CLEARED',
  'AT_DESTINATION',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'DELIVERY_ATTEMPTED',
  'ON_HOLD',
  'RETURNED',
] as const;
export type ScanStatusCode = (typeof SCAN_STATUS_CODES)[number];

export const DELIVERED_CODE = 'DELIVERED';
/** Whether a status is an exception (it needs a reason and keeps the shipment's progress). */
export const isExceptionCode = (code: unknown) => typeof code === 'string' && STATUSES.get(code)?.exception === true;

export const MAX_LOCATION = 100;
export const MAX_SCAN_REMARKS = 200;
export const MAX_DELIVERED_TO = 100;
export const MAX_EXCEPTION_REASON = 200;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A real calendar day and clock time (Date.parse alone turns 30 February into 2 March). */
const isRealDateTime = (v: string) => isIsoDate(v.slice(0, 10)) && Number(v.slice(11, 13)) < 24 && Number(v.slice(14, 16)) < 60 && !Number.isNaN(Date.parse(v));

export function createScanEventsSchema(now: () => Date = () => new Date()) {
  return yup.object({
    AirWayBillNos: yup
      .array()
      .typeError('AirWayBillNos must be a list of airway bill numbers.')
      .of(airwayBillNo)
      // Repeats count once: a scanner that beeps twice on a parcel is not an error.
      .test('max', `You can scan up to ${MAX_SCAN_AWBS} airway bills at a time.`, (v) => !v || new Set(v).size <= MAX_SCAN_AWBS)
      .min(1, 'Please enter at least one airway bill number.')
      .required('Please enter at least one airway bill number.'),
    StatusCode: str('Status', 'upper')
      .required('Please choose a status.')
      .oneOf(SCAN_STATUS_CODES, 'Please choose a status from the list.'),
    /** Empty: where the shipment is for this status (its origin or destination city). */
    Location: text('Location', MAX_LOCATION).default(''),
    /** Empty: the status's own remark. */
    Remarks: text('Remarks', MAX_SCAN_REMARKS).default(''),
    DeliveredTo: text('Delivered to', MAX_DELIVERED_TO).when('StatusCode', {
      is: DELIVERED_CODE,
      then: (s) => s.required('Please enter who received the shipment.'),
      otherwise: (s) => s.strip(),
    }),
    ExceptionReason: text('Exception reason', MAX_EXCEPTION_REASON).when('StatusCode', {
      is: isExceptionCode,
      then: (s) => s.required('Please enter the reason for this exception.'),
      otherwise: (s) => s.strip(),
    }),
    /** When it happened (ISO 8601 with a zone); empty: now. */
    OccurredAt: str('Scan time')
      .default('')
      .matches(ISO_DATE_TIME, { message: 'Scan time must be a date and time like 2026-11-23T10:30:00+04:00.', excludeEmptyString: true })
      .test('real', 'Scan time is not a real date and time.', (v) => !v || !ISO_DATE_TIME.test(v) || isRealDateTime(v))
      .test('past', 'Scan time cannot be in the future.', (v) => !v || Number.isNaN(Date.parse(v)) || Date.parse(v) <= now().getTime()),
  });
}
export type ScanEventsInput = yup.InferType<ReturnType<typeof createScanEventsSchema>>;

export interface ScanResult {
  AirWayBillNo: string;
  Ok: boolean;
  Message: string;
}

export interface ScanEventsAnswer {
  Updated: number;
  Results: ScanResult[];
}

/** GET PickupQueue. No date: today (Dubai) and later, plus every still open pickup of earlier days. */
export const pickupQueueQuery = listQuery({ pageSize: 10, search: true }).shape({
  date: dateFilter('date'),
  status: str('status')
    .oneOf(['', ...PICKUP_STATUS_NAMES], `status must be one of ${PICKUP_STATUS_NAMES.join(', ')}.`)
    .default(''),
});
export type PickupQueueQuery = yup.InferType<typeof pickupQueueQuery>;

/** What PUT PickupQueue may set. */
export const PICKUP_QUEUE_ACTIONS = ['Assigned', 'Collected', 'Failed'] as const;
export type PickupQueueAction = (typeof PICKUP_QUEUE_ACTIONS)[number];

export const MAX_ASSIGNED_TO = 100;
export const MAX_FAIL_REASON = 200;

const assignedTo = () => requiredText('Courier or route', MAX_ASSIGNED_TO);
const failReason = () => requiredText('Reason', MAX_FAIL_REASON);

/** The Assign dialog's form (and the route's rule for Status Assigned). */
export const assignPickupSchema = yup.object({ AssignedTo: assignedTo() });
/** The Failed dialog's form (and the route's rule for Status Failed). */
export const failPickupSchema = yup.object({ Reason: failReason() });

/** PUT PickupQueue. */
export const updatePickupSchema = yup.object({
  _id: recordId(),
  Status: str('Status')
    .required('Status is required.')
    .oneOf(PICKUP_QUEUE_ACTIONS, `Status must be one of ${PICKUP_QUEUE_ACTIONS.join(', ')}.`),
  AssignedTo: str('Courier or route').when('Status', { is: 'Assigned', then: () => assignedTo(), otherwise: (s) => s.strip() }),
  Reason: str('Reason').when('Status', { is: 'Failed', then: () => failReason(), otherwise: (s) => s.strip() }),
});
export type UpdatePickupInput = yup.InferType<typeof updatePickupSchema>;

/** A pickup as the queue shows it: who collects it, too. */
export interface QueuePickup extends Pickup {
  AssignedTo: string;
}

export interface PickupQueueList {
  Pickups: QueuePickup[];
  Total: number;
  Page: number;
  Limit: number;
}
