'use client';

import { useProfile } from '@/components/portal/use-profile';

export default function DashboardPage() {
  const { data } = useProfile();
  const account = data?.data.AccountData;
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {account?.AccountNo && (
        <p>
          Account {account.AccountNo} · {account.CompanyName} · {account.PaymentType === 'PP' ? 'Prepaid' : 'Postpaid'}
        </p>
      )}
    </section>
  );
}
