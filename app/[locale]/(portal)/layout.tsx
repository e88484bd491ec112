import { PortalGuard } from '@/components/portal/portal-guard';
import { readProfile } from '@/components/portal/read-profile';
import { DataProvider } from '@/components/providers/data-provider';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PORTAL_SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/**
 * The portal's providers (its messages and SWR's fetcher: the public pages load
 * neither; toasts bring their own toaster, lazy-toast.ts) and its guard. No
 * next-auth `SessionProvider`: nothing in the portal reads `useSession` (the
 * gate checks the session, the guard the profile, and Logout loads next-auth's
 * client when clicked, lib/end-session.ts), and the provider cost every page
 * next-auth's client and a GET /api/auth/session as it started, whose answer
 * updated a context above parts of the page still hydrating (issue 12).
 */
export default async function PortalLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  const profile = await readProfile();
  return (
    <ClientMessages namespaces={PORTAL_SHELL_NAMESPACES}>
      <DataProvider>
        <PortalGuard profile={profile}>{children}</PortalGuard>
      </DataProvider>
    </ClientMessages>
  );
}
