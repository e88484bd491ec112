// The BFF proxy's handler: browser → /api/courier/… → courier API (remote or
// in-process). It adds the bearer token from the session, strips AccountNo
// from writes, lets visitors reach only the public calls, and refuses
// cross-site writes. Mounted by app/api/courier/[...path]/route.ts for every
// call, and at a static path of its own for each of the hottest public calls
// (app/api/courier/Tracking, RateFinder): Next matches a static route without
// rebuilding the catch-all's pattern on every request (issue 12; bench/README.md,
// "session 29").
import 'server-only';
import { encode, getToken, type JWT } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { messageCode } from '@/lib/i18n/api-messages';
import { callCourier, clientIpFrom, isOk, REPLY_HEADERS, replyJson, type CourierReply } from '@/lib/courier-client';
import {
  BLOCKED_CALLS,
  bodyLimitFor,
  FORWARDED_HEADERS,
  isPublicCall,
  isSafePath,
  isSameOrigin,
  stripAccountNo,
  WRITE_METHODS,
} from '@/lib/courier-proxy';
import { requestIdFrom } from '@/courier-api/request-id';
import { getEnv } from '@/lib/env';
import { getLog } from '@/lib/log';
import { readTextUpTo } from '@/lib/read-body';
import { getSessionSecret } from '@/lib/secrets';
import { sessionCookie } from '@/lib/session-cookie';

const NETWORK_ERROR = 'Internel Server Error Please Try again Refresh the Page';

/** The BFF's own refusals, with the message code the courier API would give the same text. */
const fail = (status: number, message: string) => {
  const code = messageCode(message)?.code;
  return NextResponse.json(code ? { message, code } : { message }, { status });
};

/** The site's own host, parsed once per SITE_URL (the settings do not change while the process runs). */
let siteHost: { url: string; host: string } | undefined;

function allowedHosts(req: NextRequest): string[] {
  const env = getEnv();
  if (siteHost?.url !== env.siteUrl) siteHost = { url: env.siteUrl, host: new URL(env.siteUrl).host };
  const hosts = [req.headers.get('host'), siteHost.host];
  if (env.trustProxy) hosts.push(req.headers.get('x-forwarded-host'));
  return hosts.filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
}

function readBody(req: NextRequest, limit: number): Promise<{ body?: string; error?: NextResponse }> {
  return readTextUpTo(req, limit).then((text) => bodyToForward(text, limit));
}

function bodyToForward(text: string | null, limit: number): { body?: string; error?: NextResponse } {
  if (text === null) return { error: fail(413, `The request is too large. The limit is ${Math.round(limit / 1024 / 1024)} MB.`) };
  if (text.trim() === '') return { body: undefined };
  // Most bodies never mention AccountNo: pass them through untouched (the courier
  // API parses and validates them anyway); only those that do are rewritten.
  if (!text.includes('AccountNo')) return { body: text };
  try {
    return { body: JSON.stringify(stripAccountNo(JSON.parse(text))) };
  } catch {
    return { error: fail(400, 'The request body is not valid JSON.') };
  }
}

/** No session cookie (whole, or in next-auth's chunks `name.0`, `name.1`…), no session: a visitor's call skips decoding one. */
function hasSessionCookie(req: NextRequest, name: string): boolean {
  if (!req.headers.has('cookie')) return false;
  return req.cookies.getAll().some((c) => c.name === name || c.name.startsWith(`${name}.`));
}

function forwardedHeaders(from: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const v = from.get(name);
    if (v !== null) out[name] = v;
  }
  return out;
}

/** The catch-all's segments; a static route has none (Next gives it `{}`). */
type Segments = { params: Promise<{ path?: string[] }> };

/**
 * Every call gets a request id (the browser's own X-Request-Id when sane, else
 * a new one): passed to the courier API, which logs with it and answers it
 * back, and returned to the browser in X-Request-Id. One access line a call.
 * `fixed`: the path of a route of its own; else the catch-all's segments.
 *
 * Written as promise chains rather than async functions: on Node 20, with
 * Next's AsyncLocalStorage instances, each promise a call makes costs about a
 * microsecond, and an async function that only waits on the next one adds
 * promises of its own (issue 12; bench/README.md, "session 35").
 */
export function courierRoute(fixed?: readonly string[]) {
  return function handle(req: NextRequest, ctx: Segments): Promise<Response> {
    const requestId = requestIdFrom(req.headers.get('x-request-id'));
    const started = performance.now();
    const answer = (segments: string[]) =>
      proxyCall(req, segments, requestId).then((res) => {
        res.headers.set('x-request-id', requestId);
        getLog().info({ requestId, method: req.method, path: `/api/courier/${segments.join('/')}`, status: res.status, ms: Math.round(performance.now() - started) }, 'bff request');
        return res;
      });
    return fixed ? answer([...fixed]) : ctx.params.then((p) => answer(p.path ?? []));
  };
}

/** The call's answer; a fault of this code (a bad setting, say) rejects it, and Next answers 500. */
function proxyCall(req: NextRequest, segments: string[], requestId: string): Promise<Response> {
  try {
    return proxyCallOrThrow(req, segments, requestId);
  } catch (err) {
    return Promise.reject(err);
  }
}

function proxyCallOrThrow(req: NextRequest, segments: string[], requestId: string): Promise<Response> {
  const method = req.method.toUpperCase();
  if (!isSafePath(segments)) return Promise.resolve(fail(404, 'Not found.'));
  const path = segments.join('/');
  // The merchant API (v1/…) takes API keys at /api/v1, never the session.
  if (BLOCKED_CALLS.has(path) || path.startsWith('v1/')) return Promise.resolve(fail(404, 'Not found.'));
  if (WRITE_METHODS.has(method) && !isSameOrigin(req.headers, () => allowedHosts(req))) {
    return Promise.resolve(fail(403, 'Cross-site requests are not allowed.'));
  }

  const cookie = sessionCookie();
  const secret = getSessionSecret();

  const withSession = (session: JWT | null): Promise<Response> => {
    const token = session?.courierToken;
    if (!token && !isPublicCall(method, path)) return Promise.resolve(fail(401, 'Please sign in to continue.'));
    if (method === 'POST' || method === 'PUT' || method === 'DELETE') {
      return readBody(req, bodyLimitFor(path)).then((read) => (read.error ? read.error : forward(session, token, read.body)));
    }
    return forward(session, token, undefined);
  };

  const forward = (session: JWT | null, token: string | undefined, body: string | undefined): Promise<Response> => {
    let upstream: Promise<CourierReply>;
    try {
      upstream = callCourier({
        method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        path,
        search: req.nextUrl.search,
        body,
        token,
        clientIp: clientIpFrom(req.headers),
        headers: { ...forwardedHeaders(req.headers), 'x-request-id': requestId },
      });
    } catch (err) {
      upstream = Promise.reject(err);
    }
    return upstream.then(
      (reply) => answerOf(reply, session),
      (err: unknown) => {
        getLog().error({ requestId, path, error: (err as Error).message }, 'bff: courier API unreachable');
        return fail(502, NETWORK_ERROR);
      },
    );
  };

  const answerOf = (upstream: CourierReply, session: JWT | null): Response | Promise<Response> => {
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of REPLY_HEADERS) {
      const value = upstream.headers[name];
      if (value) headers[name] = value;
    }
    // A password change returns a fresh token: keep it in the cookie, not the page.
    if (path === 'auth/changepassword' && isOk(upstream) && session) {
      const json = replyJson<{ message: string; code?: string; data: { access_token: string } }>(upstream);
      const maxAge = getEnv().tokenTtlSeconds;
      return encode({ token: { ...session, courierToken: json.data.access_token, first: false }, secret, maxAge }).then((value) => {
        const res = NextResponse.json({ message: json.message, ...(json.code ? { code: json.code } : {}), data: { first: false } }, { status: upstream.status, headers });
        res.cookies.set(cookie.name, value, { ...cookie.options, maxAge });
        return res;
      });
    }
    // The one Response of the call: the browser's.
    return new Response(upstream.body as BodyInit | null, { status: upstream.status, headers });
  };

  // A visitor without a session cookie has no session to decode.
  return hasSessionCookie(req, cookie.name) ? getToken({ req, secret, cookieName: cookie.name }).then(withSession) : withSession(null);
}
