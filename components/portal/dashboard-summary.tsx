'use client';

import { PERMISSION_LABELS } from '@/lib/portal-nav';
import { useProfile } from './use-profile';

const PAYMENT_TYPES = { PP: 'Prepaid', PD: 'Postpaid' } as const;

/** The signed-in user's account and the six permissions, read from the profile. */
export function DashboardSummary() {
  const { data } = useProfile();
  if (!data) return null;
  const { user, AccountData: account } = data.data;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="dashboard-account" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="dashboard-account" className="mb-3 text-lg font-semibold">
          Account
        </h2>
        {account?.AccountNo ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">Account number</dt>
            <dd>{account.AccountNo}</dd>
            <dt className="text-muted">Company</dt>
            <dd>{account.CompanyName ?? '—'}</dd>
            <dt className="text-muted">Payment type</dt>
            <dd>{account.PaymentType ? PAYMENT_TYPES[account.PaymentType] : '—'}</dd>
          </dl>
        ) : (
          <p>{user.Role === 'Admin' ? 'Administrator login: no customer account is linked.' : 'No customer account is linked to this login.'}</p>
        )}
      </section>
      <section aria-labelledby="dashboard-permissions" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="dashboard-permissions" className="mb-3 text-lg font-semibold">
          Permissions
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {Object.entries(PERMISSION_LABELS).map(([key, label]) => (
            <div key={key} className="contents">
              <dt>{label}</dt>
              <dd className={user.dashboard[key] ? 'font-semibold text-success-800' : 'text-muted'}>{user.dashboard[key] ? 'Yes' : 'No'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
