// The merchant API (docs/api/merchant-api.md): /api/v1/… is the courier API's
// v1/… routes, called with an API key (Authorization: Bearer sk_…), never
// with the session cookie, so no same-origin check applies and no cookie is
// read. The built-in API answers in-process; a remote courier API
// (COURIER_API_URL) gets the call over HTTP.
import { callCourier, clientIpFrom, type CourierReply } from '@/lib/courier-client';
import { getLog } from '@/lib/log';

export const dynamic = 'force-dynamic';

/** Request headers the merchant API reads. */
const FORWARDED = ['authorization', 'idempotency-key', 'x-request-id'] as const;
/** Answer headers passed back to the merchant. */
export const V1_REPLY_HEADERS = [
  'content-type',
  'content-disposition',
  'retry-after',
  'x-request-id',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'ratelimit-policy',
  'idempotent-replayed',
  'cache-control',
] as const;

const MAX_BODY = 1024 * 1024;

/** 1 to 5 segments of letters, digits, '_', '-' and inner dots (openapi.json); never '.' or '..'. */
const isV1Path = (segments: string[]) =>
  segments.length > 0 && segments.length <= 5 && segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/.test(s) && !s.includes('..'));

const problem = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });

async function handle(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await ctx.params;
  if (!isV1Path(segments)) return problem(404, 'ROUTE_NOT_FOUND', 'This courier API route does not exist.');
  const method = req.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const v = req.headers.get(name);
    if (v !== null) headers[name] = v;
  }
  let body: string | undefined;
  if (method !== 'GET') {
    if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY) {
      return problem(413, 'REQUEST_TOO_LARGE', 'The request is too large. The limit is 1 MB.');
    }
    const text = await req.text();
    body = text === '' ? undefined : text;
  }
  let reply: CourierReply;
  try {
    reply = await callCourier({
      method,
      path: `v1/${segments.join('/')}`,
      search: new URL(req.url).search,
      body,
      clientIp: clientIpFrom(req.headers),
      headers,
      replyHeaders: V1_REPLY_HEADERS,
    });
  } catch (err) {
    getLog().error({ error: (err as Error).message }, 'v1: courier API unreachable');
    return problem(502, 'SERVER_FAULT', 'Something went wrong on our side. Please try again in a moment.');
  }
  const out = new Headers({ 'cache-control': 'no-store' });
  for (const name of V1_REPLY_HEADERS) {
    const value = reply.headers[name];
    if (value) out.set(name, value);
  }
  return new Response(reply.body as BodyInit | null, { status: reply.status, headers: out });
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
