// Courier API answers read on the server, in process (one plain call each),
// so the first HTML of a portal page is the page, not a loader waiting for a
// second round trip: the signed-in caller's profile (both layouts, the portal
// and the courier app) and a page's first figures (the dashboard). Each is
// handed to SWR as its fallback; the client asks as before when it is null.
// Null when there is no session or the call fails: the client's own call
// then shows the failure (and a failed profile still ends the session there).
import 'server-only';
import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { Profile } from '@/components/portal/use-profile';
import { callCourier, clientIpFrom, isOk, replyJson, type CourierCall } from '@/lib/courier-client';
import { getSessionSecret } from '@/lib/secrets';
import { sessionCookie } from '@/lib/session-cookie';

/** The session's courier token and the caller's IP, once per request (a page's reads share them). */
const caller = cache(async (): Promise<{ token: string; clientIp: string } | null> => {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  const session = await getToken({ req: { cookies: jar, headers: Object.fromEntries(h.entries()) } as never, secret: getSessionSecret(), cookieName: sessionCookie().name });
  return session?.courierToken ? { token: session.courierToken, clientIp: clientIpFrom(h) } : null;
});

/** One courier API answer as the signed-in caller, parsed; null without a session or on any failure. */
export async function readCourier<T>(call: Pick<CourierCall, 'method' | 'path' | 'body'>): Promise<T | null> {
  const who = await caller();
  if (!who) return null;
  try {
    const reply = await callCourier({ ...call, token: who.token, clientIp: who.clientIp });
    return isOk(reply) ? replyJson<T>(reply) : null;
  } catch {
    return null;
  }
}

/** The caller's profile, once per request: the layout and the page it wraps may both ask. */
export const readProfile = cache(() => readCourier<Profile>({ method: 'GET', path: 'auth/profile' }));
