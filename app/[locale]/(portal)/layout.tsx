import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { PortalGuard } from '@/components/portal/portal-guard';
import type { Profile } from '@/components/portal/use-profile';
import { SessionProviders } from '@/components/providers/session-providers';
import { Toasts } from '@/components/providers/toasts';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PORTAL_NAMESPACES } from '@/lib/i18n/namespaces';
import { callCourier, clientIpFrom, isOk, replyJson } from '@/lib/courier-client';
import { getSessionSecret } from '@/lib/secrets';
import { sessionCookie } from '@/lib/session-cookie';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/**
 * The signed-in caller's profile, read here on the server (in process: one
 * plain call of the courier API) so the portal's first HTML is its shell and
 * page, not a loader waiting for a second round trip. Null when there is no
 * session or the call fails: the client then asks as before, and a failure
 * still ends the session there.
 */
async function readProfile(): Promise<Profile | null> {
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

/** The portal's providers (its messages, session, SWR's fetcher, the toaster: the public pages load none of them) and its guard. */
export default async function PortalLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  const profile = await readProfile();
  return (
    <ClientMessages namespaces={PORTAL_NAMESPACES}>
      <SessionProviders>
        <PortalGuard profile={profile}>{children}</PortalGuard>
        <Toasts />
      </SessionProviders>
    </ClientMessages>
  );
}
