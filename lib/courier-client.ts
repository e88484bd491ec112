// Calls the courier API: the remote one when COURIER_API_URL is set, else the
// built-in one in-process (app.fetch, no HTTP hop). Server-only.
import 'server-only';
import { getEnv } from './env';
import { getCourierRuntime } from './courier-runtime';

export interface CourierCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, without a leading slash, e.g. "auth/profile". */
  path: string;
  /** Query string including '?', or ''. */
  search?: string;
  body?: string;
  token?: string;
  clientIp?: string;
  /** Extra request headers to pass on (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

const REMOTE_TIMEOUT_MS = 15_000;

export async function callCourier(call: CourierCall): Promise<Response> {
  const headers = new Headers({ ...call.headers, accept: 'application/json' });
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  const { courierApiUrl } = getEnv();
  if (courierApiUrl) {
    if (call.clientIp) headers.set('x-forwarded-for', call.clientIp);
    const base = courierApiUrl.endsWith('/') ? courierApiUrl : `${courierApiUrl}/`;
    return fetch(new URL(call.path + (call.search ?? ''), base), {
      method: call.method,
      headers,
      body: call.body,
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      cache: 'no-store',
    });
  }
  const { api } = await getCourierRuntime();
  const request = new Request(`http://courier.internal/${call.path}${call.search ?? ''}`, {
    method: call.method,
    headers,
    body: call.body,
  });
  return api.fetch(request, { clientIp: call.clientIp });
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
