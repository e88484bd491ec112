// POST CancelShipment (docs/api/accounts.md, "Prepaid"): a customer calls off
// an airway bill that has not been collected; a prepaid account gets its
// charge back.
import * as yup from 'yup';
import { requiredText, str } from './common';

export const MAX_SHIPMENT_CANCEL_REASON = 200;

export const cancelShipmentSchema = yup.object({
  AirWayBillNo: str('Airway bill number')
    .required('Airway bill number is required.')
    .matches(/^\d{11}$/, { message: 'An airway bill number is 11 digits.', excludeEmptyString: true }),
  Reason: requiredText('Reason', MAX_SHIPMENT_CANCEL_REASON),
});
export type CancelShipmentInput = yup.InferType<typeof cancelShipmentSchema>;

/** What CancelShipment answers. Refunded is 0 for a postpaid account (nothing was taken). */
export interface CancelledShipment {
  AirWayBillNo: string;
  Status: 'CANCELLED';
  Refunded: number;
  /** The prepaid balance after the refund; null when nothing was refunded. */
  Balance: number | null;
}
