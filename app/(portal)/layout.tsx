'use client';

import { signOut } from 'next-auth/react';
import { useEffect } from 'react';
import { PortalShell } from '@/components/portal/portal-shell';
import { useProfile } from '@/components/portal/use-profile';

/**
 * The portal's guard. The request gate (proxy.ts) has checked the session; this
 * waits for the profile with a loader, and a profile that fails to load ends
 * the session and goes home (spec §8). Each page then checks its own gate.
 */
export default function PortalLayout({ children }: { children: React.ReactNode }) {
  const { data, error } = useProfile();

  useEffect(() => {
    if (error) void signOut({ callbackUrl: '/' });
  }, [error]);

  if (error || !data) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center gap-3 bg-canvas text-muted">
        <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
        Loading…
      </div>
    );
  }
  return <PortalShell profile={data.data}>{children}</PortalShell>;
}
