// One id per request, carried from the BFF into the courier API and answered
// back in X-Request-Id (and in the merchant API's error bodies): the caller's
// own when it sends a sane one, else a new one. Every log line of the request
// carries it, so a customer's "request id req_…" finds its lines.
import { randomUUID } from 'node:crypto';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export const newRequestId = () => `req_${randomUUID().replaceAll('-', '')}`;

/** The given id when it is 1 to 100 letters, digits, dots, colons, underscores or hyphens; else a new one. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && SANE_REQUEST_ID.test(given) ? given : newRequestId();
}
