import { PortalGuard } from '@/components/portal/portal-guard';
import { readProfile } from '@/components/portal/read-profile';
import { SessionProviders } from '@/components/providers/session-providers';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PORTAL_SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/** The portal's providers (its messages, session and SWR's fetcher: the public pages load none of them; toasts bring their own toaster, lazy-toast.ts) and its guard. */
export default async function PortalLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  const profile = await readProfile();
  return (
    <ClientMessages namespaces={PORTAL_SHELL_NAMESPACES}>
      <SessionProviders>
        <PortalGuard profile={profile}>{children}</PortalGuard>
      </SessionProviders>
    </ClientMessages>
  );
}
