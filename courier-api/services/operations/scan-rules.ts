// The rules a scan must pass on one shipment (docs/api/shipping.md,
// "Operations"). Pure functions: scan-events.ts runs them on locked rows.
import { DELIVERED_CODE } from '@/lib/schemas/operations';
import { defaultRemarks, statusDef } from '../status';

export interface ScannedShipment {
  awbNo: string;
  status: string;
  progress: number;
  createdAt: Date;
  originCity: string;
  destinationCity: string;
  /** The time of its newest event. */
  lastEventAt: Date | null;
}

/** The step a progress value stands for, as a sentence reads it ("already out for delivery"). */
const STEP = ['created', 'picked up', 'in transit', 'at the destination', 'out for delivery', 'delivered'];

/** No scan may follow these. */
const FINAL: Record<string, string> = {
  DELIVERED: 'was delivered',
  CANCELLED: 'is cancelled',
  RETURNED: 'was returned to the sender',
};

/** Where a status happens: these at the destination, RETURNED and the first legs at the origin. */
const AT_DESTINATION = new Set(['CUSTOMS', 'CUSTOMS_CLEARED', 'AT_DESTINATION', 'OUT_FOR_DELIVERY', DELIVERED_CODE, 'DELIVERY_ATTEMPTED']);

const dubai = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const when = (d: Date) => `${dubai.format(d)} (Dubai)`;

/** Why `code` at `at` cannot be recorded on `s`, or null when it can. */
export function refusal(s: ScannedShipment, code: string, at: Date): string | null {
  const awb = `Airway bill ${s.awbNo}`;
  const final = FINAL[s.status];
  if (final) return `${awb} ${final}: no further scans can be recorded.`;
  const def = statusDef(code);
  if (code === 'DELIVERY_ATTEMPTED' && s.progress !== 4) return `${awb} is not out for delivery, so a delivery attempt cannot be recorded.`;
  if (code === 'RETURNED' && s.progress === 0) return `${awb} has not been picked up yet: cancel it rather than return it.`;
  if (def.progress !== null && def.progress < s.progress) {
    return `${awb} is already ${STEP[s.progress]}: it cannot go back to ${def.label.toLowerCase()}.`;
  }
  if (at < s.createdAt) return `${awb} was created on ${when(s.createdAt)}: the scan time cannot be earlier.`;
  if (s.lastEventAt && at < s.lastEventAt) {
    return `${awb} already has an event at ${when(s.lastEventAt)}: a scan cannot be recorded before it.`;
  }
  return null;
}

/** The location of a scan that names none: the city the shipment is in for this status. */
export function defaultLocation(s: ScannedShipment, code: string): string {
  if (AT_DESTINATION.has(code)) return s.destinationCity;
  if (code === 'ON_HOLD' && s.progress >= 3) return s.destinationCity;
  return s.originCity;
}

/** The event's remark: the one given, else the status's own ("Shipment on hold: <reason>" for exceptions). */
export const scanRemarks = (code: string, remarks: string, exceptionReason: string | null) => remarks || defaultRemarks(code, exceptionReason);
