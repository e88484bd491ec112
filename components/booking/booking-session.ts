// Browser-side memory of the booking flow: the idempotency key of one form,
// and the last confirmation of this browser session (for /Thankyou).
import type { PickupConfirmation } from './types';

const LAST_KEY = 'lastPickupConfirmation';

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a site opened over plain http on a LAN address still needs a key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function rememberConfirmation(c: PickupConfirmation): void {
  try {
    sessionStorage.setItem(LAST_KEY, JSON.stringify(c));
  } catch {
    // Storage full or disabled: /Thankyou then shows the general thank-you.
  }
}

/** The last confirmation of this browser session, if it looks like one. */
export function lastConfirmation(): PickupConfirmation | null {
  try {
    const raw = sessionStorage.getItem(LAST_KEY);
    const value = raw ? (JSON.parse(raw) as PickupConfirmation) : null;
    return value && typeof value._id === 'string' && typeof value.BookingNo === 'string' && value.Charges ? value : null;
  } catch {
    return null;
  }
}
