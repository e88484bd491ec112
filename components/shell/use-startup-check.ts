'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import useSWR from 'swr';
import { CourierError } from '@/lib/fetcher';

/** Settled once per page load: later profile errors are the portal guard's business. */
let settled = false;

/**
 * Spec §4/§8: at start-up a signed-in visitor's profile is loaded; if that
 * fails, show the server's message (or "An error occurred."), clear the
 * session and go to /login. Only the first result of a page load counts, so a
 * later revalidation (say, while a password change swaps the session) can
 * never sign anyone out. A network-level failure shows the product's network
 * text and keeps the session: a dropped connection is not a reason to sign out.
 */
export function useStartupCheck(signedIn: boolean) {
  const router = useRouter();
  const { data, error } = useSWR(signedIn && !settled ? 'auth/profile' : null);

  useEffect(() => {
    if (settled || (!data && !error)) return;
    settled = true;
    if (!error) return;
    const e = error instanceof CourierError ? error : new CourierError('An error occurred.', -1);
    toast.error(e.message || 'An error occurred.');
    if (e.status === 0) return;
    void signOut({ redirect: false }).then(() => router.replace('/login'));
  }, [data, error, router]);
}
