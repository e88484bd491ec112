'use client';

import useSWR from 'swr';

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

export function useProfile() {
  return useSWR<Profile>('auth/profile');
}
