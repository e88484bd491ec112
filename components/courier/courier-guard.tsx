'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect } from 'react';
import { SWRConfig } from 'swr';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { useProfileSWR, type Profile } from '@/components/portal/use-profile';
import { endSession } from '@/lib/end-session';
import { CourierError } from '@/lib/fetcher';
import { useLocalizePath } from '@/lib/i18n/client';
import { canOpen, requirePortalPage } from '@/lib/portal-nav';
import { CourierSkeleton } from './courier-skeleton';

const PAGE = requirePortalPage('/courier');
const CourierUser = createContext<Profile['data'] | null>(null);

/** The signed-in courier, inside <CourierGuard>. */
export function useCourierUser(): Profile['data'] {
  const user = useContext(CourierUser);
  if (!user) throw new Error('useCourierUser is used outside <CourierGuard>');
  return user;
}

/**
 * The courier app's guard: the request gate has checked the session and the
 * layout has usually read the profile (`profile`). Unlike the portal's guard,
 * a profile that cannot be read for want of a network does not sign the
 * courier out: the app works offline on the profile the page came with. Only
 * the server saying the session is over (401/403) does.
 */
export function CourierGuard({ profile, children }: { profile: Profile | null; children: React.ReactNode }) {
  return (
    <SWRConfig value={profile ? { fallback: { 'auth/profile': profile } } : {}}>
      <Guarded>{children}</Guarded>
    </SWRConfig>
  );
}

function Guarded({ children }: { children: React.ReactNode }) {
  const { data, error, mutate } = useProfileSWR();
  const t = useTranslations('courier.gate');
  const localize = useLocalizePath();
  const ended = error instanceof CourierError && (error.status === 401 || error.status === 403);

  useEffect(() => {
    if (ended) void endSession(`${localize('/login')}?callbackUrl=${encodeURIComponent(localize('/courier'))}`);
  }, [ended, localize]);

  if (!data || ended) {
    if (error && !ended) {
      return (
        <main className="mx-auto max-w-xl p-4">
          <ErrorState error={error} onRetry={() => void mutate()} />
        </main>
      );
    }
    return <CourierSkeleton />;
  }
  if (!canOpen(PAGE.gate, data.data)) {
    return (
      <main className="mx-auto max-w-xl p-4">
        <section className="rounded-card border border-danger-200 bg-surface p-6">
          <h1 className="text-lg font-semibold text-danger-800">{t('notCourier')}</h1>
          <a href={localize('/')} className={buttonClass('secondary', 'mt-4')}>
            {t('home')}
          </a>
        </section>
      </main>
    );
  }
  return <CourierUser.Provider value={data.data}>{children}</CourierUser.Provider>;
}
