// Calls the courier API: the remote one when COURIER_API_URL is set (fetch),
// else the built-in one in this process, handed the call as plain data
// (`dispatch`: no HTTP hop, no second Request/Response, no stream). Either
// way the caller gets the same plain answer back. Server-only.
import 'server-only';
import { SpanKind } from '@opentelemetry/api';
import type { CourierAnswer } from '@/courier-api/context';
import { getEnv } from './env';
import { courierRuntimeNow, getCourierRuntime } from './courier-runtime';
import { injectTraceHeaders, inSpan, setStatusCode } from './otel';

export interface CourierCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, without a leading slash, e.g. "auth/profile". */
  path: string;
  /** Query string including '?', or ''. */
  search?: string;
  body?: string;
  token?: string;
  clientIp?: string;
  /** Extra request headers to pass on, names in lower case (e.g. idempotency-key). */
  headers?: Record<string, string>;
  /** The answer headers a remote API's reply keeps (default REPLY_HEADERS; the merchant API keeps more). */
  replyHeaders?: readonly string[];
}

/** The courier API's answer: status, headers (lower-case names) and body. */
export type CourierReply = CourierAnswer;

const REMOTE_TIMEOUT_MS = 15_000;
/** The answer headers the website reads or passes on to the browser (the remote path keeps only these). */
export const REPLY_HEADERS = ['content-type', 'content-disposition', 'retry-after'] as const;

/**
 * One call to the courier API. With tracing on (lib/otel.ts) it is a span,
 * named after the courier path (a merchant call after its first two
 * segments: the rest holds ids), without the query string; in process the
 * API's span and its statements nest under it, over HTTP the call carries
 * `traceparent`.
 */
export function callCourier(call: CourierCall): Promise<CourierReply> {
  return inSpan(
    () => ({
      name: `BFF ${call.method} ${spanPath(call.path)}`,
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': call.method, 'url.path': call.path, ...(call.headers?.['x-request-id'] ? { 'saqr.request_id': call.headers['x-request-id'] } : {}) },
    }),
    (span) =>
      send(call).then((reply) => {
        setStatusCode(span, reply.status);
        // A call without an id of its own (signing in) gets the one the API made.
        if (!call.headers?.['x-request-id'] && reply.headers['x-request-id']) span?.setAttribute('saqr.request_id', reply.headers['x-request-id']);
        return reply;
      }),
  );
}

const spanPath = (path: string) => (path.startsWith('v1/') ? path.split('/').slice(0, 2).join('/') : path);

/** Always a promise: a failure here (a bad setting, say) rejects it, as for a remote call. */
function send(call: CourierCall): Promise<CourierReply> {
  try {
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    const { courierApiUrl } = getEnv();
    if (courierApiUrl) return sendRemote(call, headers, courierApiUrl);
    const local = { method: call.method, path: call.path, search: call.search, headers, body: call.body, clientIp: call.clientIp };
    // Booted once; every later call is handed straight over.
    const runtime = courierRuntimeNow();
    return runtime ? runtime.api.dispatch(local) : getCourierRuntime().then(({ api }) => api.dispatch(local));
  } catch (err) {
    return Promise.reject(err);
  }
}

async function sendRemote(call: CourierCall, headers: Record<string, string>, courierApiUrl: string): Promise<CourierReply> {
  if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;
  injectTraceHeaders(headers);
  const base = courierApiUrl.endsWith('/') ? courierApiUrl : `${courierApiUrl}/`;
  const res = await fetch(new URL(call.path + (call.search ?? ''), base), {
    method: call.method,
    headers,
    body: call.body,
    signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    cache: 'no-store',
  });
  const kept: Record<string, string> = {};
  for (const name of call.replyHeaders ?? REPLY_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return { status: res.status, headers: kept, body: new Uint8Array(await res.arrayBuffer()) };
}

/** True for a 2xx answer. */
export const isOk = (reply: CourierReply) => reply.status >= 200 && reply.status < 300;

/** The answer's body parsed as JSON, or {} when it is not JSON. */
export function replyJson<T = { message?: string; data?: Record<string, unknown> }>(reply: CourierReply): T {
  try {
    const { body } = reply;
    return JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body ?? undefined)) as T;
  } catch {
    return {} as T;
  }
}

/** The caller's IP: the first X-Forwarded-For hop behind a trusted proxy, else the hop Next itself added. */
export function clientIpFrom(headers: Headers | Record<string, string | string[] | undefined>): string {
  const get = (name: string) => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const v = headers[name];
    return Array.isArray(v) ? v.join(',') : v;
  };
  const hops = (get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (getEnv().trustProxy) return get('x-real-ip') ?? hops[0] ?? 'unknown';
  return hops[hops.length - 1] ?? 'unknown';
}
