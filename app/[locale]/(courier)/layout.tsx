import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourierGuard } from '@/components/courier/courier-guard';
import { readProfile } from '@/components/portal/read-profile';
import { ServiceWorker } from '@/components/courier/service-worker';
import { SessionProviders } from '@/components/providers/session-providers';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { COURIER_NAMESPACES } from '@/lib/i18n/namespaces';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { colors } from '@/tailwind.config';

/** The courier app's manifest (public/): its own name, start page and scope, one per language. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations('courier.meta');
  return {
    title: t('title'),
    robots: { index: false, follow: false },
    manifest: locale === 'ar' ? '/courier-ar.webmanifest' : '/courier.webmanifest',
    appleWebApp: { capable: true, title: t('appName'), statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = { themeColor: colors.brand[800], width: 'device-width', initialScale: 1, viewportFit: 'cover' };

/**
 * The courier app's own layout: a phone screen, not the portal's shell (no
 * drawer, no customer pages). It loads the same providers as the portal — its
 * messages, the session, SWR's fetcher — and the same profile,
 * and its guard lets only couriers in, offline too.
 */
export default async function CourierLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  const profile = await readProfile();
  return (
    <ClientMessages namespaces={COURIER_NAMESPACES}>
      <SessionProviders>
        <CourierGuard profile={profile}>{children}</CourierGuard>
        <ServiceWorker />
      </SessionProviders>
    </ClientMessages>
  );
}
