// Tracking constants and input splitting without yup, so the home page's
// tracking form does not ship the validation library (and libphonenumber
// through lib/schemas/common) in its first load. lib/schemas/tracking.ts
// re-exports these for the API side.

export const MAX_TRACKING_NUMBERS = 50;
export const TRACKING_TYPES = ['Airwaybill', 'Reference', 'Booking'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

/** Splits the multiple-mode textarea: one number a line, blanks ignored. */
export function splitTrackingInput(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}
