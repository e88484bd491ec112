'use client';

import { signOut } from 'next-auth/react';
import Link from 'next/link';
import { useEffect } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { site } from '@/lib/site';

/** The guard waits for the profile; a profile that fails to load ends the session. */
export default function PortalLayout({ children }: { children: React.ReactNode }) {
  const { data, error, isLoading } = useProfile();

  useEffect(() => {
    if (error) void signOut({ callbackUrl: '/' });
  }, [error]);

  if (isLoading || error || !data) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center">
        Loading…
      </div>
    );
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between bg-brand-800 p-4 text-white">
        <Link href="/" className="font-bold">
          {site.name}
        </Link>
        <div className="flex items-center gap-4">
          <span>Welcome, {data.data.user.full_name}</span>
          <button type="button" onClick={() => void signOut({ callbackUrl: '/' })} className="underline">
            Logout
          </button>
        </div>
      </header>
      <main className="p-6">{children}</main>
    </div>
  );
}
