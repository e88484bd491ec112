// The signed-in caller's profile, read on the server (in process: one plain
// call of the courier API) so the first HTML of the portal and of the courier
// app is the page, not a loader waiting for a second round trip. Null when
// there is no session or the call fails: the client then asks as before, and
// a failure still ends the session there. Both layouts use it.
import 'server-only';
import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import type { Profile } from '@/components/portal/use-profile';
import { callCourier, clientIpFrom, isOk, replyJson } from '@/lib/courier-client';
import { getSessionSecret } from '@/lib/secrets';
import { sessionCookie } from '@/lib/session-cookie';

export async function readProfile(): Promise<Profile | null> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  const session = await getToken({ req: { cookies: jar, headers: Object.fromEntries(h.entries()) } as never, secret: getSessionSecret(), cookieName: sessionCookie().name });
  if (!session?.courierToken) return null;
  try {
    const reply = await callCourier({ method: 'GET', path: 'auth/profile', token: session.courierToken, clientIp: clientIpFrom(h) });
    return isOk(reply) ? replyJson<Profile>(reply) : null;
  } catch {
    return null;
  }
}
