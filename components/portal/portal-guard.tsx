'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { SWRConfig } from 'swr';
import { endSession } from '@/lib/end-session';
import { useLocalizePath } from '@/lib/i18n/client';
import { PortalShell } from './portal-shell';
import { ProfileContext, useProfileSWR, type Profile } from './use-profile';

/** The shell re-renders only when the profile it shows changes (not on every revalidation of it). */
const Shell = memo(PortalShell);

/**
 * The portal's guard. The request gate (proxy.ts) has checked the session and
 * the layout has usually read the profile already (`profile`), so the first
 * HTML is the whole shell, not a loader; without it this waits for the profile
 * with a loader. A profile that fails to load ends the session and goes home
 * (spec §8). Each page then checks its own gate.
 */
export function PortalGuard({ profile, children }: { profile: Profile | null; children: React.ReactNode }) {
  return (
    <SWRConfig value={profile ? { fallback: { 'auth/profile': profile } } : {}}>
      <Guarded fromServer={!!profile}>{children}</Guarded>
    </SWRConfig>
  );
}

function Guarded({ fromServer, children }: { fromServer: boolean; children: React.ReactNode }) {
  // The profile the server read for this very page is not asked for again as it starts: that told
  // nothing new. Each page opened after it (the layout stays) asks again, as each did when every
  // screen read SWR itself: permissions and the account are fresh, and a session ended elsewhere shows.
  const { data, error, mutate } = useProfileSWR(fromServer ? { revalidateOnMount: false } : undefined);
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void mutate();
  }, [pathname, mutate]);
  const t = useTranslations('ui');
  const localize = useLocalizePath();
  // A new profile re-renders the whole portal: let React do it in the
  // background, in slices, instead of one long task.
  const shown = useDeferredValue(data);
  // The screens read it from here (useProfile), the same object while it is the same profile.
  const profile = useMemo(() => ({ data: shown }), [shown]);

  // Once: SWR retries a failed profile and each retry is a new error object.
  const failed = Boolean(error);
  useEffect(() => {
    if (failed) void endSession(localize('/'));
  }, [failed, localize]);

  if (error || !shown) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center gap-3 bg-canvas text-muted">
        <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
        {t('loading')}
      </div>
    );
  }
  return (
    <ProfileContext.Provider value={profile}>
      <Shell profile={shown.data}>{children}</Shell>
    </ProfileContext.Provider>
  );
}
