'use client';

import { createContext, useContext } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';

export interface Profile {
  data: {
    user: {
      _id: string;
      full_name: string;
      /** Ops and Courier are staff logins (issue 15): no account, and only their own pages. */
      Role: 'Admin' | 'Customer' | 'Ops' | 'Courier';
      dashboard: Record<string, boolean>;
      AccountNo: string | null;
    };
    AccountData: { AccountNo: string | null; CompanyName: string | null; PaymentType: 'PP' | 'PD' | null };
  };
}

/** The profile as SWR holds it: read by the guards alone (the portal's, the courier app's), which hand it down. */
export function useProfileSWR(config?: SWRConfiguration<Profile>) {
  return useSWR<Profile>('auth/profile', config);
}

/**
 * The profile the portal's guard shows, handed down by context rather than read
 * from SWR by every screen. SWR writes to a key's cache as its first reader
 * mounts, so a reader hydrating after the guard (the page's part of the HTML
 * streams in later) found the cache changed since the server rendered it and
 * rendered again at once, with the whole page beneath it (issue 12).
 */
export const ProfileContext = createContext<{ data: Profile | undefined } | null>(null);

/** The signed-in caller's profile, inside the portal's guard (PortalGuard). */
export function useProfile(): { data: Profile | undefined } {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile is used outside <PortalGuard>');
  return profile;
}
