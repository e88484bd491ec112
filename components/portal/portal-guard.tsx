'use client';

import { useTranslations } from 'next-intl';
import { memo, useDeferredValue, useEffect } from 'react';
import { SWRConfig } from 'swr';
import { endSession } from '@/lib/end-session';
import { useLocalizePath } from '@/lib/i18n/client';
import { PortalShell } from './portal-shell';
import { useProfile, type Profile } from './use-profile';

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
      <Guarded>{children}</Guarded>
    </SWRConfig>
  );
}

function Guarded({ children }: { children: React.ReactNode }) {
  const { data, error } = useProfile();
  const t = useTranslations('ui');
  const localize = useLocalizePath();
  // A new profile re-renders the whole portal: let React do it in the
  // background, in slices, instead of one long task.
  const shown = useDeferredValue(data);

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
  return <Shell profile={shown.data}>{children}</Shell>;
}
