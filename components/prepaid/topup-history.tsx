'use client';

import { useProfile } from '@/components/portal/use-profile';
import { MyTopups } from './my-topups';
import { TopupQueue } from './topup-queue';

/** /Topuphistory: the Admin's review queue, or the prepaid customer's own requests. */
export function TopupHistory() {
  const { data } = useProfile();
  if (!data) return null;
  return data.data.user.Role === 'Admin' ? <TopupQueue /> : <MyTopups />;
}
