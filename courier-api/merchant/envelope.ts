// The merchant API's answers (docs/api/merchant-api.md): a request id on
// every answer (X-Request-Id: the caller's own when it sends a sane one),
// success as `{ data }` (lists: `{ data, has_more, next_cursor }`), and every
// failure as `{ error: { code, message, field?, fields? }, request_id }`.
// Field names inside `data` are the courier API's own (AirWayBillNo,
// ServiceType…), the same names the portal and the yup schemas use.
import type { CourierAnswer, CourierCall } from '../context';
import { requestIdFrom } from '../request-id';

export const V1_PREFIX = 'v1/';

export function requestIdOf(call: CourierCall): string {
  return requestIdFrom(call.headers?.['x-request-id']);
}

interface CourierErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  errorCodes?: Record<string, string>;
  data?: unknown;
}

/** The code a status means when the message has none in the catalogue. */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'REQUEST_TOO_LARGE',
  422: 'RULE_BROKEN',
  429: 'RATE_LIMITED',
  500: 'SERVER_FAULT',
};

function text(body: CourierAnswer['body']): string {
  if (body === null) return '';
  return typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
}

/**
 * Rewrites a courier API answer into the merchant API's shape. Success bodies
 * are the `{ message, data }` envelope the handlers built with `ok()`; v1
 * handlers that build their own body (binary labels, lists with cursors) set
 * `x-v1-shaped: 1` and pass through.
 */
export function toV1Answer(answer: CourierAnswer, requestId: string): CourierAnswer {
  const headers: Record<string, string> = { ...answer.headers, 'x-request-id': requestId };
  const shaped = headers['x-v1-shaped'] === '1';
  delete headers['x-v1-shaped'];
  const isJson = (headers['content-type'] ?? '').startsWith('application/json');
  if (shaped || !isJson) return { ...answer, headers };
  let parsed: CourierErrorBody;
  try {
    parsed = JSON.parse(text(answer.body)) as CourierErrorBody;
  } catch {
    return { ...answer, headers };
  }
  if (answer.status < 400) {
    const body: Record<string, unknown> = { data: parsed.data ?? null };
    if (parsed.message && parsed.message !== 'Success') body.message = parsed.message;
    return { status: answer.status, headers, body: JSON.stringify(body) };
  }
  const fields = parsed.errors ? Object.keys(parsed.errors) : [];
  const error: Record<string, unknown> = {
    code: parsed.code ?? STATUS_CODES[answer.status] ?? 'ERROR',
    message: parsed.message ?? 'The request failed.',
  };
  if (fields.length > 0) {
    error.field = fields[0];
    error.fields = Object.fromEntries(
      fields.map((f) => [f, { message: parsed.errors![f], code: parsed.errorCodes?.[f] ?? error.code }]),
    );
  }
  return { status: answer.status, headers, body: JSON.stringify({ error, request_id: requestId }) };
}
