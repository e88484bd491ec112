// Pure rules of the BFF proxy (app/api/courier/[...path]): which calls a
// visitor may make, the same-origin check on writes, AccountNo stripping,
// the body size limit.
import { MAX_BATCH_BODY_BYTES } from './schemas/batch';
import { MAX_COURIER_SYNC_BODY_BYTES } from './schemas/courier';

/** Calls a visitor without a session may make. Everything else needs a session. */
export const PUBLIC_CALLS: Readonly<Record<string, readonly string[]>> = {
  GET: ['CountryMaster', 'activeServicetypes', 'getServiceType', 'PickupConfirmation'],
  POST: [
    'Tracking',
    'TrackByReference',
    'Trackbybooking',
    // The receiver's delivery choices (issue 16): a code, then a session token in the body.
    'Receiver/Code',
    'Receiver/Verify',
    'Receiver/Options',
    'Receiver/Choice',
    'auth/register',
    'CityList',
    'RateFinder',
    'asaGuestSchedulePickup',
    'contactus',
    // Following a shipment from its tracking page (issue 16).
    'Follow',
    'Follow/Confirm',
    'Follow/Verify',
    'Follow/Unsubscribe',
    // A sign-in that requires two-factor enrolment sets it up with the first step's challenge (issue 17).
    'auth/two-factor/setup',
  ],
};

/** Request headers passed on to the courier API (a retried booking must carry its key). */
export const FORWARDED_HEADERS = ['idempotency-key'] as const;

/** The largest request body passed on: 1 MB, more for the calls that carry a file. */
export const MAX_BODY_BYTES = 1024 * 1024;
const LARGE_BODY_CALLS: Readonly<Record<string, number>> = { BatchUpload: MAX_BATCH_BODY_BYTES, 'Courier/Actions': MAX_COURIER_SYNC_BODY_BYTES };

export function bodyLimitFor(path: string): number {
  return LARGE_BODY_CALLS[path] ?? MAX_BODY_BYTES;
}

/** Never proxied: signing in (both steps) goes through next-auth so the token never reaches the browser. */
export const BLOCKED_CALLS = new Set(['auth/signin', 'auth/signin/two-factor']);

export function isPublicCall(method: string, path: string): boolean {
  return PUBLIC_CALLS[method]?.includes(path) ?? false;
}

/** Path segments must be plain names: no dot segments, slashes or encoded tricks. */
export function isSafePath(segments: string[]): boolean {
  return segments.length > 0 && segments.length <= 4 && segments.every((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s));
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Same-origin check for writes, as browsers allow it to be done: an Origin
 * header must name one of our hosts; without Origin, Sec-Fetch-Site must say
 * same-origin or none. A request with neither comes from a non-browser
 * client, which cannot carry a victim's cookies, so it passes.
 */
export function isSameOrigin(headers: Headers, allowedHosts: () => readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    try {
      return allowedHosts().includes(new URL(origin).host.toLowerCase());
    } catch {
      return false;
    }
  }
  if (origin === 'null') return false;
  const site = headers.get('sec-fetch-site');
  return !site || site === 'same-origin' || site === 'none';
}

/** Removes AccountNo from a POST/PUT body: the account always comes from the token. */
export function stripAccountNo(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(stripAccountNo);
  if (body && typeof body === 'object') {
    const { AccountNo: _dropped, ...rest } = body as Record<string, unknown>;
    return rest;
  }
  return body;
}
