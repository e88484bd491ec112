'use client';

import { useProfile } from '@/components/portal/use-profile';
import { AdminDues } from './admin-dues';
import { CustomerDues } from './customer-dues';
import { PrepaidNotice } from './prepaid-notice';

/** /PaymentDues: what a postpaid account owes and pays; the Admin's receivables and transfer queue. */
export function PaymentDuesScreen() {
  const { data } = useProfile();
  if (!data) return null;
  if (data.data.user.Role === 'Admin') return <AdminDues />;
  if (data.data.AccountData.PaymentType === 'PP') return <PrepaidNotice what="dues" />;
  return <CustomerDues />;
}
