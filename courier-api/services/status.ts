// The shipment status taxonomy and its ShipmentProgress (0–5) for the
// five-step stepper. Exceptions keep the shipment's last progress.

export interface StatusDef {
  code: string;
  label: string;
  /** Progress this status moves the shipment to; null for exceptions, which keep the last progress. */
  progress: number | null;
  exception?: boolean;
  /** Default remark for a tracking event of this status. */
  remarks: string;
}

const defs: StatusDef[] = [
  { code: 'CREATED', label: 'Shipment created', progress: 0, remarks: 'Shipment information received' },
  { code: 'PICKUP_REQUESTED', label: 'Pickup requested', progress: 0, remarks: 'Pickup requested' },
  // Operations gave the pickup to a courier or route (PickupQueue).
  { code: 'PICKUP_ASSIGNED', label: 'Courier assigned', progress: 0, remarks: 'Courier assigned to collect the shipment' },
  // The pickup was called off before collection: the shipment waits for another pickup.
  { code: 'PICKUP_CANCELLED', label: 'Pickup cancelled', progress: null, exception: true, remarks: 'Pickup cancelled' },
  // The courier came and could not collect (PickupQueue): the shipment waits for another pickup, as after a cancellation.
  { code: 'PICKUP_FAILED', label: 'Pickup failed', progress: null, exception: true, remarks: 'Pickup attempt failed' },
  { code: 'PICKED_UP', label: 'Picked up', progress: 1, remarks: 'Shipment picked up from shipper' },
  { code: 'AT_ORIGIN_HUB', label: 'In transit', progress: 2, remarks: 'Arrived at origin facility' },
  { code: 'DEPARTED', label: 'In transit', progress: 2, remarks: 'Departed from facility' },
  { code: 'IN_TRANSIT', label: 'In transit', progress: 2, remarks: 'In transit to destination' },
  { code: 'CUSTOMS', label: 'In customs clearance', progress: 2, remarks: 'Customs clearance in progress' },
  { code: 'CUSTOMS_CLEARED', label: 'In transit', progress: 2, remarks: 'Cleared by customs' },
  { code: 'AT_DESTINATION', label: 'At destination', progress: 3, remarks: 'Arrived at destination facility' },
  { code: 'OUT_FOR_DELIVERY', label: 'Out for delivery', progress: 4, remarks: 'Out for delivery with courier' },
  { code: 'DELIVERED', label: 'Delivered', progress: 5, remarks: 'Delivered' },
  { code: 'DELIVERY_ATTEMPTED', label: 'Delivery attempted', progress: null, exception: true, remarks: 'Delivery attempted' },
  { code: 'ON_HOLD', label: 'On hold', progress: null, exception: true, remarks: 'Shipment on hold' },
  { code: 'RETURNED', label: 'Returned to sender', progress: null, exception: true, remarks: 'Returned to sender' },
  { code: 'CANCELLED', label: 'Cancelled', progress: null, exception: true, remarks: 'Shipment cancelled' },
];

export const STATUSES: ReadonlyMap<string, StatusDef> = new Map(defs.map((d) => [d.code, d]));
export const STATUS_CODES = defs.map((d) => d.code);

export function statusDef(code: string): StatusDef {
  const def = STATUSES.get(code);
  if (!def) throw new Error(`Unknown shipment status ${code}`);
  return def;
}

/** The progress after an event: its own, or for an exception the progress before it. */
export function progressAfter(code: string, previous: number): number {
  return statusDef(code).progress ?? previous;
}

export function statusLabel(code: string): string {
  return STATUSES.get(code)?.label ?? code;
}

/** An event's remark when none is given: the status's own, with the reason after an exception ("Shipment on hold: …"). */
export function defaultRemarks(code: string, exceptionReason?: string | null): string {
  const { remarks } = statusDef(code);
  return exceptionReason ? `${remarks}: ${exceptionReason}` : remarks;
}
