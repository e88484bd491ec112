'use client';

import { SessionProvider } from 'next-auth/react';
import { DataProvider } from './data-provider';

/**
 * next-auth's session (useSession, update) and SWR's fetcher, for the screens
 * that need both: Change Password, booking and the courier app. Public pages do not
 * load next-auth's client; their top bar asks /api/auth/session itself.
 */
export function SessionProviders({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <DataProvider>{children}</DataProvider>
    </SessionProvider>
  );
}
